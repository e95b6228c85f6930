"""The tactics suite: HDN positions (RULES 10) with a known best action or outcome.

The Leader positions were found by ``ai_puzzles.py`` (random small boards, kept when the
exhaustive check says so; ``test_ai_tactics.py`` checks them again); the others were built
by hand, each with a comment saying what is on the board. Seat 1 is always to move.
"""

from ai_positions import enlarged

#: Seat 1 (a Hawk) captures the other Leader at once (ai_puzzles.py win1 10 11).
LEADER_IN_ONE = [
    "12x12:12/7N21o1K2/10C2R2/10N11/6R11m3/12/12/12/12/9K12/12/12 HP,HG 1 0 1",
    "12x12:11K2/12/12/7B23Q1/9C22/7o3N1/12/12/12/12/8o3/10K11 HP,HG 1 0 1",
    "12x12:11K1/12/12/12/12/12/6c5/12/12/8mC12/8Q1R2K21/10N11 HP,HG 1 0 1",
    "12x12:1C110/K2Q210/1o2C13K13/R111/12/8a3/12/12/12/12/12/12 HP,HG 1 0 1",
    "12x12:11R1/6C13K21/2a6C12/6B25/11R2/12/12/12/12/12/5a6/4K17 HP,HG 1 0 1",
    "12x12:12/12/1K110/12/9o2/12/6B15/10Q21/9Q22/6w3C11/12/8R1R21K2 HP,HG 1 0 1",
    "12x12:12/12/12/12/12/8m3/12/K15B21Q13/5m6/12/9C12/10K21 HP,HG 1 0 1",
    "12x12:3K17K2/11Q1/8N13/6N14R2/12/8o3/12/12/2c9/12/12/12 HP,HG 1 0 1",
    "12x12:6C13K21/11Q1/2c7N11/9w2/8C23/12/12/1K110/12/12/12/12 HP,HG 1 0 1",
    "12x12:12/1K21R1N27/5N16/2C19/4C27/9m2/12/12/12/12/1o10/8K13 HP,HG 1 0 1",
]

#: Seat 1 (a Dove) pacifies the Hawk's Leader at once (ai_puzzles.py win1 4 12 D,HG).
DOVE_PACIFIES_LEADER = [
    "12x12:12/12/12/8A13/4o7/12/12/12/4B2A16/4N27/1A18c1/1K22N27 D,HG 1 0 1",
    "12x12:10A1A1/11K2/11A1/11C2/12/3a8/12/12/1c10/A111/12/12 D,HG 1 0 1",
    "12x12:12/12/12/2a9/12/12/5C23A12/5A16/12/3A18/1K2A12a6/B211 D,HG 1 0 1",
    "12x12:11K2/8A12A1/2A16A12/6Q25/9C22/12/6w5/12/12/7m4/12/12 D,HG 1 0 1",
]

#: Seat 1 captures the other Leader by force in two of its actions, whatever the reply
#: (ai_puzzles.py win2 24 13).
LEADER_IN_TWO = [
    "12x12:8C21K2C2/1a4w2R12/12/8C23/12/11Q1/12/12/9K12/12/12/12 HP,HG 1 0 1",
    "12x12:12/7K14/7w2m1/12/12/12/2B19/12/12/1Q110/12/K2N23R16 HP,HG 1 0 1",
    "12x12:12/12/12/10m1/12/12/12/5R26/12/C2Q16K13/1R17m2/K24C26 HP,HG 1 0 1",
    "12x12:K211/2R19/3Q18/4R27/12/3B25o2/12/6K15/12/12/5w6/12 HP,HG 1 0 1",
    "12x12:12/6o5/12/12/12/12/12/12/12/1K15B14/6R23o1/7Q12N1K2 HP,HG 1 0 1",
    "12x12:1K2N11Q15K11/3m4c3/2N29/3Q18/12/12/12/12/12/12/12/12 HP,HG 1 0 1",
    "12x12:1K2B2Q11Q16/5c6/12/2N17a1/9K12/12/12/12/12/12/12/12 HP,HG 1 0 1",
    "12x12:1K2C29/N24Q16/12/R111/Q111/12/12/3a8/12/8o3/12/4K17 HP,HG 1 0 1",
    "12x12:K23C27/3R18/12/2Q19/4C27/4C22a4/12/2c9/12/12/5K16/12 HP,HG 1 0 1",
    "12x12:1K210/1C210/C1Q110/5B23w2/6m5/5B16/12/12/12/3K18/12/12 HP,HG 1 0 1",
    "12x12:9K12/5a6/12/12/12/12/12/7R24/7N24/2o7Q11/8R13/11K2 HP,HG 1 0 1",
    "12x12:12/12/12/12/12/12/1K110/6B23a1/7o4/6N15/7Q11Q12/11K2 HP,HG 1 0 1",
    "12x12:12/5a6/12/2m9/12/12/12/12/12/2K15C2C1N11/7Q14/10K21 HP,HG 1 0 1",
    "12x12:10K21/7Q13B2/8R2C12/7B1Q23/12/12/10m1/12/12/1K18m1/12/12 HP,HG 1 0 1",
    "12x12:12/12/12/12/8K13/3a8/12/7C24/12/3c2C2C22Q11/12/9N11K2 HP,HG 1 0 1",
    "12x12:2R18K1/K211/10o1/2B29/1Q12N17/12/12/12/12/12/7o4/12 HP,HG 1 0 1",
    "12x12:11K2/8wQ1N21/8R11C11/6Q25/10R21/3K18/2c9/12/12/12/12/12 HP,HG 1 0 1",
    "12x12:7Q1C22K2/7C24/10C11/6Q14C2/10o1/12/12/12/1m10/12/12/11K1 HP,HG 1 0 1",
    "12x12:12/7Q23K2/8Q12C2/4w7/7C12R11/6N25/12/12/12/2a9/1K110/12 HP,HG 1 0 1",
    "12x12:7C22C1K2/8B13/2K18B2/7B24/2m5Q13/12/12/12/12/12/1m10/12 HP,HG 1 0 1",
    "12x12:1K21C1C27/R14m6/12/2B2Q18/12/12/12/12/6K15/12/6o5/12 HP,HG 1 0 1",
    "12x12:10K21/3a4Q13/1K110/9R1R21/12/12/12/12/12/3a8/12/12 HP,HG 1 0 1",
    "12x12:10B2K2/12/7o2B11/2m3C2C14/11B1/12/K111/12/12/12/12/12 HP,HG 1 0 1",
    "12x12:1R12C17/K211/2Q19/12/1C2N21o7/12/12/12/12/12/2w9/9K12 HP,HG 1 0 1",
]

#: The same on a 24 x 24 board (``ai_positions.enlarged``): the 9 of them that stay forced
#: wins there (the others used the edge of the 12 x 12 board).
LEADER_IN_TWO_ON_24 = [enlarged(LEADER_IN_TWO[index])
                       for index in (1, 2, 10, 11, 12, 14, 15, 20, 23)]

#: Seat 2 is a Dove with one Activist left, which seat 1 can take: a Consumer on d4
#: against the Activist on e5; a Lawyer on h3 could take seat 3's Consumer on j4 instead.
#: Then the same with a Military Police on c3 against the Activist on c9.
LAST_ACTIVIST = [
    ("12x12:11K3/10C31/12/12/5c6/12/12/4A27/3C15C32/7N14/12/K1C110 HP,D,HG 1 0 1", "C d4xe5"),
    ("12x12:11K3/10C31/12/2A29/5c6/12/12/12/12/2R14N14/12/K1C14C35 HP,D,HG 1 0 1", "R c3xc9"),
]

#: Seat 1's Pop Star on e5 is attacked: by seat 2's Consumer on f6, then by a Dove's
#: Activist on e6. Whatever it does, it must not leave the Pop Star to be taken.
HANGING_POP_STAR = [
    "12x12:11K2/10C21/12/9C22/5a6/12/5C26/4Q17/12/12/2C19/K1C110 HP,HG 1 0 1",
    "12x12:10A2A2/12/12/12/4A2a6/12/4A27/4Q17/12/12/2C19/K1C110 HP,D 1 0 1",
]

#: Seat 1 has four Consumers round the Office Complex on e5; a Lawyer generated on f6
#: attacks both seat 2's Leader (g8) and its Pop Star (d7), and wins the Pop Star.
WINNING_GENERATION = (
    "12x12:11C2/12/12/12/6K25/3Q28/12/3C1o7/3C1C1C16/12/12/K111 HP,HG 1 0 1", "+N f6")

#: Round action 183 of an Expert v Hard game on 24 x 24 (Hawk v Dove, seed 3001): seat 1's
#: Office Complex on g17 has four Consumers (f16, g16, f17, f18) and four Lawyers on its
#: ring, which is full. Making a Lawyer there replaces a Consumer and leaves three: the
#: Office Complex then makes nothing until a Lawyer steps off and a Consumer steps on.
#: The Expert of that game replaced (+N g16) and made nothing there for 400 actions.
FULL_OFFICE_RING = (
    "24x24:21A2A2A2/4w3a12A21A2/13m6A2A2A2A2/20A2A2A2A2/5N12N111A2A2wA2/8N1N17A21A2A2A2A2A2/"
    "5C1N1N1N1N110A2A2A2A2/5C1oN116/5C1C1N11N12A2A210/6N11N1N12A2A2A2A28/3c8A2A2wA28/"
    "7A2A23A2A2A2A28/7A2A21A22A210/7A2A2wA29c3/7A2A2A2A213/7A2A2A214/17o6/24/2C121/1w22/"
    "2C121/K19m13/C114a3w4/C11C121 HP,D 1 1 92")

#: Round action 501 of an Expert v Hard game on 24 x 24 (Hawk v Dove, seed 2001), played
#: with Expert's ``ready`` and no ``room``: seat 1's Office Complex on d11 has four
#: Consumers (c10, d10, c11, e11) and four Lawyers (e10, c12, d12, e12) on its ring, which
#: is full; nothing was made there for the 300 actions before, and 55 quiet actions later
#: the game was drawn by the quiet-count rule. A Lawyer stepping off the ring (e10-g9)
#: lets the next action make one.
IDLE_OFFICE = (
    "24x24:15A2A2A2A2A21A2A2A2/3a11A2A2wA2A21A21A2/6c8A2A2A2A2A2A2A2A2A2/"
    "11A2A2A2A2A2A2A2A2A2A2A2A2A2/11A2A2A2A2A24A2A2wA2/11A2A2wA2A24A2A2A2A2/"
    "11A2A2A2A2A24A2A2A2A2/11A2A2A2A2A23A2A23/2N11N16A212/1N11N11N15A2mA22A27/"
    "N11N11N11N112N1oN12/1N11N11N11N111C1C1C12/2N1N1N11N11N115/1N1C1oC1N11N116/"
    "2C1C1N11N14m12/1N11N11N11N111A24/N11N13N117/3N11N14N1N19N12/10w9A23/1w19N12/"
    "2C119A21/7N19c6/C15w13a3/C1K1C118A2A21 HP,D 1 55 251")

#: Round action 201 (action 401) of an Expert v Hard game on 24 x 24 (Hawk v Dove, seed
#: 2001, game 8), played by Expert with its raid and no ``mall_room``; the Dove to move.
#: Its three Strip Malls in use (i20, m23, w20) have full rings, and the squares round
#: them are packed with its Activists. That Expert made 6 Activists in the 200 actions
#: after this one and lost the game on material.
FULL_STRIP_MALLS = (
    "24x24:10A2A2A2A2A26A2A2A2/10A2A2wA2A26A21A2/6A2A2A2A2A2A2A2A2A23A2A2A2A2A2A2/"
    "4a1A2A2A2A2A2A2A2A2A24A2A2A2A2A2/6A2A2wA2A28mA2A2wA2/6A2A2A2A2A29A2A2A2A2/"
    "6A2A2A2A2A28A2A2A2A2A2/10A2o7A24/8c6Q18/17Q16/2Q121/9A24Q19/9A211Q12/13A25Q14/8Q14A210/"
    "6Q18c8/12o11/18Q15/1C12C1C110Q17/1w1C1mC19w8/C12C1C1C113a4/10Q113/C110wC111/"
    "1K110C111 HP,D 2 28 201")

#: Action 232 of an Expert v Hard game on 24 x 24 (Hawk v Dove, seed 1, game 1, the real
#: budgets, round 24), Expert's Hawk to move. Its Army Base (j4) made Military Police
#: until action 149, when one was made on the ring in a Consumer's place; since then the
#: Hawk has moved its 14 Military Police to and fro, the ring one Consumer short, with a
#: Consumer two steps from it (j7), across the line of the Military Police on t6.
ARMY_BASE_SHORT = (
    "24x24:7R111A21A2A2A2/5o13A2A2A2A2A2/5R113A2A2A2A2A2/14a4A2A2A2A2A2/9w9A2A2A2wA2/"
    "10R17A2A21A2A2A2/12w6A2A2A2A2A2/12R12A2A2A21A2A2A2A2A2/13R14A2A2A2A22/1m13c8/"
    "4R119/17R16/6R117/2R120R1/8c13m1/20R13/21R12/1C17C1C1w12/19R14/C1w6C11C13w9/"
    "1C16C1aC13C19/K1C18C113/1C11C114o5/7R116 HP,D 1 8 117")
