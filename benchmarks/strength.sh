#!/usr/bin/env bash
# The strength measurements of docs/ai.md and the README, one after the other: each match
# saves its records in out/arena/NAME/ and its summary in out/arena/NAME.txt; a line per
# match goes to out/arena/queue.log. About an hour with one job (JOBS=1) on a machine
# shared with other work; the results do not depend on JOBS (each game is reproducible).
#
# What two shared cores could play in one session: boards of 12 x 12, games stopped at 300
# actions and adjudicated on the material gained since the start, and every level's node
# budget scaled by 0.02 (Easy 30, Normal 300, Hard 1,000, Expert 3,200 nodes an action),
# except Easy against random, played at Easy's own budget (x1: 1,500 nodes, where its
# 2-ply limit stops it first, as its 0.2 s do in the game).
cd "$(dirname "$0")/.."
mkdir -p out/arena
COMMON="--size 12 --scale 0.02 --max-plies 300 --seed 1 --jobs ${JOBS:-2}"
run() {  # name, then arena options (they override COMMON's)
    local name=$1; shift
    echo "$(date +%T) start $name" >> out/arena/queue.log
    PYTHONPATH=. python3 -m game arena $COMMON "$@" --out "out/arena/$name" \
        > "out/arena/$name.txt" 2> "out/arena/$name.err"
    echo "$(date +%T) done $name" >> out/arena/queue.log
}
run easy-v-random-hvh --players easy,random --layout hvh --games 100 --scale 1
run easy-v-random-hvd --players easy,random --layout hvd --games 100 --scale 1
run normal-v-greedy-hvh --players normal,greedy --layout hvh --games 100
run normal-v-greedy-hvd --players normal,greedy --layout hvd --games 100
run hard-v-3greedy-ffa --players hard,greedy --layout ffa --games 100
run hard-v-normal-hvh --players hard,normal --layout hvh --games 50
run hard-v-normal-hvd --players hard,normal --layout hvd --games 50
run normal-v-random-hvd --players normal,random --layout hvd --games 100
run normal-v-random-hvh --players normal,random --layout hvh --games 100
run hard-v-hard-hvd --players hard,hard --layout hvd --games 50
run hard-v-random-hvd --players hard,random --layout hvd --games 50
run hard-v-random-hvh --players hard,random --layout hvh --games 50
# Normal against random again with a budget nearer its own (3,000 nodes).
run normal-v-random-hvd-0.2 --players normal,random --layout hvd --games 50 --scale 0.2
run expert-v-hard-hvd --players expert,hard --layout hvd --games 30
run expert-v-hard-hvh --players expert,hard --layout hvh --games 30
run expert-v-random-hvd --players expert,random --layout hvd --games 50
run expert-v-random-hvh --players expert,random --layout hvh --games 50
# Best-Reply Search against paranoid search; docs/ai.md gives its figure on the AI before
# the last session's changes (this was not played again).
run brs-v-paranoid --players hard:brs,hard:paranoid,hard:brs,hard:paranoid --layout ffa --games 24
