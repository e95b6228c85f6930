#!/usr/bin/env bash
# The strength measurements of docs/ai.md and the README, one after the other: each match
# saves its records in out/arena/NAME/ and its summary in out/arena/NAME.txt (the issue's
# matches in benchmarks/records/NAME/ and NAME.txt, which are committed: see the README
# there); a line per match goes to out/arena/queue.log. The results do not depend on JOBS
# (each game is reproducible from its seed and node budgets). Run again after a stop, it
# goes on where it stopped: each match counts the games already in its folder (arena
# --resume).
#
#   benchmarks/strength.sh standard   the Standard board (24 x 24), round 6: every level's
#                                     node budget scaled by 0.2 (Easy against random at its
#                                     own), games stopped at 600 actions; about 22 hours
#                                     with one job
#   benchmarks/strength.sh issue      the issue's own matches: 200 games each on the
#                                     Standard board at every level's full node budget,
#                                     games stopped at 1,000 actions; weeks with one job
#                                     (the first games played: docs/ai.md)
#   benchmarks/strength.sh            boards of 12 x 12, rounds 1 to 4: budgets scaled by
#                                     0.02 (Easy against random at its own), games stopped
#                                     at 300 actions; about 3 hours with one job
#
# Games still going at the limit are adjudicated on the material gained since the start.
# The scaled budgets are what two shared cores could play in a session: Easy 30 / 300,
# Normal 300 / 3,000, Hard 1,000 / 10,000, Expert 3,200 / 32,000 nodes an action at x0.02 /
# x0.2; Easy against random is played at its own budget (x1: 1,500 nodes, where its 2-ply
# limit stops it first, as its 0.2 s do in the game).
cd "$(dirname "$0")/.."
mkdir -p out/arena
RECORDS=out/arena  # where each match's records and summary go
run() {  # name, then arena options (they override COMMON's)
    local name=$1; shift
    echo "$(date +%T) start $name" >> out/arena/queue.log
    PYTHONPATH=. python3 -m game arena $COMMON "$@" --out "$RECORDS/$name" --resume \
        < /dev/null > "$RECORDS/$name.txt" 2> "out/arena/$name.err"
    echo "$(date +%T) done $name" >> out/arena/queue.log
}
matches() {  # PREFIX; reads a table, a match a line: name players layout games [options]
    while read -r name players layout games extra; do
        case $name in ''|'#'*) continue ;; esac
        # shellcheck disable=SC2086  # $extra is zero or more options
        run "$1$name" --players "$players" --layout "$layout" --games "$games" $extra
    done
}
if [ "${1:-}" = issue ]; then
    COMMON="--size 24 --scale 1 --max-plies 1000 --seed 1 --jobs ${JOBS:-2}"
    RECORDS=benchmarks/records  # days of play: kept in the repository, resumed across sessions
    matches "" <<'MATCHES'
easy-v-random-hvh        easy,random   hvh 200
easy-v-random-hvd        easy,random   hvd 200
normal-v-random-hvh      normal,random hvh 200
normal-v-random-hvd      normal,random hvd 200
hard-v-random-hvh        hard,random   hvh 200
hard-v-random-hvd        hard,random   hvd 200
expert-v-random-hvh      expert,random hvh 200
expert-v-random-hvd      expert,random hvd 200
# Played in part (docs/ai.md, "At the real budgets"), with --seed 11 --max-plies 600:
# Normal v greedy 12 games a layout, Hard v Normal 1 (hvh) and 4 (hvd) of 8 (Hard before
# round 13), and 1 (hvd) with round 13's Hard.
normal-v-greedy-hvh      normal,greedy hvh 200
normal-v-greedy-hvd      normal,greedy hvd 200
hard-v-normal-hvh        hard,normal   hvh 200
hard-v-normal-hvd        hard,normal   hvd 200
expert-v-hard-hvh        expert,hard   hvh 200
expert-v-hard-hvd        expert,hard   hvd 200
hard-v-3greedy-ffa       hard,greedy   ffa 200
hard-v-hard-hvd          hard,hard     hvd 200
MATCHES
    exit
fi
if [ "${1:-}" = standard ]; then
    COMMON="--size 24 --scale 0.2 --max-plies 600 --seed 1 --jobs ${JOBS:-2}"
    matches standard- <<'MATCHES'
easy-v-random-hvh        easy,random   hvh 20 --scale 1
easy-v-random-hvd        easy,random   hvd 20 --scale 1
normal-v-random-hvh      normal,random hvh 10
normal-v-random-hvd      normal,random hvd 10
expert-v-random-hvh      expert,random hvh 4
expert-v-random-hvd      expert,random hvd 4
expert-v-random-hvh-1001 expert,random hvh 8 --seed 1001
expert-v-random-hvd-1001 expert,random hvd 8 --seed 1001
hard-v-random-hvh        hard,random   hvh 10
hard-v-random-hvd        hard,random   hvd 10
normal-v-greedy-hvh      normal,greedy hvh 20
normal-v-greedy-hvd      normal,greedy hvd 20
hard-v-normal-hvh        hard,normal   hvh 20
hard-v-normal-hvd        hard,normal   hvd 20
# docs/ai.md has only the first games of three of these (time ran out; each game is
# reproducible): Expert v Hard 6 of 20 Hawk v Hawk (with 20 more on the seeds below) and
# 4 of 20 Hawk v Dove (with 28 more on the seeds below), Hard v Hard 8 of 20 (with 16 more
# on the seeds below). With round 13's Hard (rounds 14 to 16's sessions): Expert v Hard
# 10 of 20 (Hawk v Hawk) and 12 of 20 (Hawk v Dove), the free-for-all 8 of 20, Hard v Hard
# 12 of 20, Hard v random all 10 (Hawk v Dove again with round 16's).
expert-v-hard-hvh        expert,hard   hvh 20
expert-v-hard-hvh-1001   expert,hard   hvh 4 --seed 1001
expert-v-hard-hvh-2001   expert,hard   hvh 8 --seed 2001
expert-v-hard-hvh-3001   expert,hard   hvh 8 --seed 3001
expert-v-hard-hvd        expert,hard   hvd 20
expert-v-hard-hvd-1001   expert,hard   hvd 4 --seed 1001
expert-v-hard-hvd-2001   expert,hard   hvd 8 --seed 2001
expert-v-hard-hvd-3001   expert,hard   hvd 8 --seed 3001
expert-v-hard-hvd-4001   expert,hard   hvd 4 --seed 4001
expert-v-hard-hvd-5001   expert,hard   hvd 4 --seed 5001
hard-v-3greedy-ffa       hard,greedy   ffa 20
hard-v-hard-hvd          hard,hard     hvd 20
hard-v-hard-hvd-1001     hard,hard     hvd 8 --seed 1001
hard-v-hard-hvd-2001     hard,hard     hvd 8 --seed 2001
MATCHES
    exit
fi
COMMON="--size 12 --scale 0.02 --max-plies 300 --seed 1 --jobs ${JOBS:-2}"
matches "" <<'MATCHES'
easy-v-random-hvh        easy,random   hvh 100 --scale 1
easy-v-random-hvd        easy,random   hvd 100 --scale 1
normal-v-greedy-hvh      normal,greedy hvh 100
normal-v-greedy-hvd      normal,greedy hvd 100
hard-v-3greedy-ffa       hard,greedy   ffa 100
hard-v-normal-hvh        hard,normal   hvh 50
hard-v-normal-hvd        hard,normal   hvd 50
normal-v-random-hvd      normal,random hvd 100
normal-v-random-hvh      normal,random hvh 100
hard-v-hard-hvd          hard,hard     hvd 50
hard-v-random-hvd        hard,random   hvd 50
hard-v-random-hvh        hard,random   hvh 50
# Normal against random again with a budget nearer its own (3,000 nodes).
normal-v-random-hvd-0.2  normal,random hvd 50 --scale 0.2
expert-v-hard-hvd        expert,hard   hvd 30
expert-v-hard-hvh        expert,hard   hvh 30
# 100 more games a layout on other boards (round 14's session, with round 13's Hard).
expert-v-hard-hvh-2      expert,hard   hvh 100 --seed 2
expert-v-hard-hvd-2      expert,hard   hvd 100 --seed 2
expert-v-random-hvd      expert,random hvd 50
expert-v-random-hvh      expert,random hvh 50
# 50 more games a layout on other boards, to make 200 against random for these two levels.
hard-v-random-hvh-1001   hard,random   hvh 50 --seed 1001
hard-v-random-hvd-1001   hard,random   hvd 50 --seed 1001
expert-v-random-hvh-1001 expert,random hvh 50 --seed 1001
expert-v-random-hvd-1001 expert,random hvd 50 --seed 1001
# Best-Reply Search against paranoid search (docs/ai.md also gives the first figure, on an
# earlier version of the AI).
brs-v-paranoid           hard:brs,hard:paranoid,hard:brs,hard:paranoid ffa 24
brs-v-paranoid-1001      hard:brs,hard:paranoid,hard:brs,hard:paranoid ffa 24 --seed 1001
MATCHES
