#!/usr/bin/env bash
# The strength measurements of docs/ai.md and the README, one after the other: each match
# saves its records in out/arena/NAME/ and its summary in out/arena/NAME.txt; a line per
# match goes to out/arena/queue.log. About two hours on two cores.
#
# Boards of 12 x 12, every level's node budget scaled by 0.02
# (Easy 30, Normal 300, Hard 1,000, Expert 3,200 nodes an action), games stopped at 300
# actions and adjudicated on material: what two cores can play in the time there was.
cd "$(dirname "$0")/.."
mkdir -p out/arena
COMMON="--size 12 --scale 0.02 --max-plies 300 --seed 1 --jobs 2"
run() {  # name, then arena options (they override COMMON's)
    local name=$1; shift
    echo "$(date +%T) start $name" >> out/arena/queue.log
    PYTHONPATH=. python3 -m game arena $COMMON "$@" --out "out/arena/$name" \
        > "out/arena/$name.txt" 2> "out/arena/$name.err"
    echo "$(date +%T) done $name" >> out/arena/queue.log
}
run brs-v-paranoid --players hard:brs,hard:paranoid,hard:brs,hard:paranoid --layout ffa --games 24
run normal-v-greedy-hvh --players normal,greedy --layout hvh --games 100
run hard-v-normal-hvh --players hard,normal --layout hvh --games 100
run expert-v-hard-hvh --players expert,hard --layout hvh --games 50
run hard-v-3greedy-ffa --players hard,greedy --layout ffa --games 100
run normal-v-greedy-hvd --players normal,greedy --layout hvd --games 100
run hard-v-normal-hvd --players hard,normal --layout hvd --games 100
run expert-v-hard-hvd --players expert,hard --layout hvd --games 50
for level in easy normal hard expert; do
    run $level-v-random-hvh --players $level,random --layout hvh --games 100
    run $level-v-random-hvd --players $level,random --layout hvd --games 100
done
run hard-v-hard-hvd --players hard,hard --layout hvd --games 100
# Easy and Normal against random again with budgets nearer their own: at x0.02 Easy has 30
# nodes, less than one ply (in the game, Easy's 0.2 s is spent by its 2-ply limit).
run easy-v-random-hvh-full --players easy,random --layout hvh --games 100 --scale 1
run easy-v-random-hvd-full --players easy,random --layout hvd --games 100 --scale 1
run normal-v-random-hvh-0.2 --players normal,random --layout hvh --games 100 --scale 0.2
run normal-v-random-hvd-0.2 --players normal,random --layout hvd --games 100 --scale 0.2
