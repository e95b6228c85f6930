#!/usr/bin/env bash
# The strength measurements of docs/ai.md and the README, one after the other, each into
# its own folder under out/arena/ (records) with its summary beside it (NAME.txt).
# About two and a half hours on two cores; a line per match goes to out/arena/queue.log.
cd "$(dirname "$0")/.."
mkdir -p out/arena
COMMON="--size 12 --scale 0.02 --max-plies 300 --seed 1 --jobs 2"
run() {  # name, then arena options
    local name=$1; shift
    echo "$(date +%T) start $name" >> out/arena/queue.log
    PYTHONPATH=. python3 -m game arena "$@" $COMMON --out "out/arena/$name" \
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
