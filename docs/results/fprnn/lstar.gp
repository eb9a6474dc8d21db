# written by docs/results/fprnn/run.py from results.csv (data inline)
set terminal pngcairo size 1400,1140 font ',8'
set output 'lstar.png'
set multiplot layout 3,2
set logscale x 2
set xrange [8:2048]
set grid
set xlabel 'word length T (letters)'
set key outside right top font ',6' noenhanced
$d0 << EOD
16 20
64 76
EOD
$d1 << EOD
16 20
64 73
EOD
$d2 << EOD
16 20
64 73
EOD
$d3 << EOD
16 20
64 76
EOD
$d4 << EOD
16 20
64 73
EOD
$d5 << EOD
16 20
64 73
EOD
$d6 << EOD
16 13
64 48
EOD
$d7 << EOD
16 8
64 33
256 139
1024 583
EOD
$d8 << EOD
16 11
64 39
256 166
1024 642
EOD
$d9 << EOD
16 17
64 37
EOD
$d10 << EOD
16 15
64 43
256 165
1024 682
EOD
$d11 << EOD
16 8
64 9
256 10
1024 11
EOD
$d12 << EOD
16 18
EOD
$d13 << EOD
16 15
64 43
256 164
1024 672
EOD
$d14 << EOD
16 13
64 42
256 153
1024 612
EOD
$d15 << EOD
16 12
64 38
EOD
$d16 << EOD
16 12
64 40
256 141
1024 526
EOD
$d17 << EOD
16 18
64 56
EOD
$d18 << EOD
16 17
EOD
$d19 << EOD
16 15
64 36
EOD
$d20 << EOD
16 16
EOD
$d21 << EOD
16 13
64 46
EOD
$d22 << EOD
16 13
64 43
256 165
1024 667
EOD
$d23 << EOD
16 18
64 47
256 184
1024 762
EOD
$d24 << EOD
16 18
EOD
$d25 << EOD
16 18
EOD
$d26 << EOD
16 10
64 24
256 56
1024 475
EOD
$d27 << EOD
16 10
64 35
256 134
1024 520
EOD
$d28 << EOD
16 11
64 36
256 132
1024 565
EOD
$d29 << EOD
16 10
64 15
256 16
1024 21
EOD
$d30 << EOD
16 9
64 33
256 125
1024 438
EOD
$d31 << EOD
16 12
64 38
256 156
1024 626
EOD
$d32 << EOD
16 10
64 35
256 133
1024 491
EOD
$d33 << EOD
16 10
64 35
256 131
1024 506
EOD
$d34 << EOD
16 12
64 37
256 150
1024 579
EOD
$d35 << EOD
16 1
64 1
256 0
EOD
$d36 << EOD
16 1
64 1
256 0.0625
EOD
$d37 << EOD
16 1
64 1
256 0
EOD
$d38 << EOD
16 1
64 1
256 0
EOD
$d39 << EOD
16 1
64 1
256 0.0625
EOD
$d40 << EOD
16 1
64 1
256 0
EOD
$d41 << EOD
16 1
64 1
256 0.6875
1024 0.25
EOD
$d42 << EOD
16 0.7656
64 0.5938
256 0.625
1024 0.5
EOD
$d43 << EOD
16 0.9844
64 1
256 1
1024 1
EOD
$d44 << EOD
16 0
EOD
$d45 << EOD
16 0.6094
64 0.7188
256 0
EOD
$d46 << EOD
16 0.9531
64 1
256 1
1024 1
EOD
$d47 << EOD
16 0.0156
64 0
256 0
1024 0
EOD
$d48 << EOD
16 0.75
64 0.8438
256 0
EOD
$d49 << EOD
16 0.9688
64 1
256 1
1024 1
EOD
$d50 << EOD
16 1
64 1
256 1
1024 1
EOD
$d51 << EOD
16 1
64 0.2188
256 0
1024 0
EOD
$d52 << EOD
16 0.9219
64 1
256 1
1024 1
EOD
$d53 << EOD
16 0
EOD
$d54 << EOD
16 0.9844
64 0.375
256 0
EOD
$d55 << EOD
16 1
64 0
EOD
$d56 << EOD
16 0.0625
EOD
$d57 << EOD
16 0.75
64 0.5625
256 0
1024 0
EOD
$d58 << EOD
16 0.9844
64 0.8125
256 0
EOD
$d59 << EOD
16 0.8125
64 1
256 0.875
1024 0.25
EOD
$d60 << EOD
16 1
64 0.9375
256 0.8125
1024 0.625
EOD
$d61 << EOD
16 1
64 1
256 0.9375
1024 0.625
EOD
$d62 << EOD
16 0.4219
64 0
EOD
$d63 << EOD
16 0
EOD
$d64 << EOD
16 1
64 0
256 0
EOD
$d65 << EOD
16 0.4688
64 0
EOD
$d66 << EOD
16 0.0938
64 0
EOD
$d67 << EOD
16 1
64 0
256 0
EOD
$d68 << EOD
16 1
64 0.3125
256 0
1024 0
EOD
$d69 << EOD
16 1
64 1
256 1
1024 1
EOD
$d70 << EOD
16 1
64 1
256 1
1024 1
EOD
$d71 << EOD
16 1
64 0.0625
256 0
1024 0
EOD
$d72 << EOD
16 1
64 0.7812
256 0.375
1024 0.375
EOD
$d73 << EOD
16 1
64 1
256 1
1024 1
EOD
$d74 << EOD
16 1
64 1
256 1
1024 1
EOD
$d75 << EOD
16 1
64 0.9688
256 0.9375
1024 0.75
EOD
$d76 << EOD
16 1
64 1
256 1
1024 1
EOD
set title 'parity: median l* (fp32, models whose every word converged) vs T' noenhanced
set logscale y 2
set yrange [*:*]
set ylabel 'l*'
plot x with lines dt 2 lc 'gray' title 'l* = T', \
     $d0 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 last s1', \
     $d1 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 last s2', \
     $d2 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 last s3', \
     $d3 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s1', \
     $d4 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s2', \
     $d5 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s3', \
     $d6 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 contraction s1', \
     $d7 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 contraction s2', \
     $d8 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 contraction s3', \
     $d9 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 last s2', \
     $d10 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 last s3', \
     $d11 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s1', \
     $d12 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s2', \
     $d13 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s3', \
     $d14 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 contraction s1', \
     $d15 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 contraction s2', \
     $d16 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 contraction s3', \
     $d17 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 last s2', \
     $d18 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 last s3', \
     $d19 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s2', \
     $d20 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s3', \
     $d21 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 contraction s1', \
     $d22 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 contraction s2', \
     $d23 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 contraction s3', \
     $d24 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 last s3', \
     $d25 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 validated s3', \
     $d26 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker contraction s1', \
     $d27 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker contraction s2', \
     $d28 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker contraction s3', \
     $d29 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker last s1', \
     $d30 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker last s2', \
     $d31 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker last s3', \
     $d32 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s1', \
     $d33 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s2', \
     $d34 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s3'
unset logscale y
set yrange [0:1.05]
set ylabel 'sequence accuracy'
set title 'parity: fp32 sequence accuracy at the fixed point vs T' noenhanced
plot $d35 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 last s1', \
     $d36 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 last s2', \
     $d37 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 last s3', \
     $d38 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s1', \
     $d39 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s2', \
     $d40 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s3', \
     $d41 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 contraction s1', \
     $d42 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 contraction s2', \
     $d43 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 contraction s3', \
     $d44 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 last s1', \
     $d45 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 last s2', \
     $d46 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 last s3', \
     $d47 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s1', \
     $d48 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s2', \
     $d49 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s3', \
     $d50 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 contraction s1', \
     $d51 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 contraction s2', \
     $d52 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 contraction s3', \
     $d53 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 last s1', \
     $d54 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 last s2', \
     $d55 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 last s3', \
     $d56 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s1', \
     $d57 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s2', \
     $d58 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s3', \
     $d59 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 contraction s1', \
     $d60 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 contraction s2', \
     $d61 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 contraction s3', \
     $d62 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 last s1', \
     $d63 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 last s2', \
     $d64 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 last s3', \
     $d65 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s1', \
     $d66 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s2', \
     $d67 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s3', \
     $d68 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker contraction s1', \
     $d69 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker contraction s2', \
     $d70 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker contraction s3', \
     $d71 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker last s1', \
     $d72 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker last s2', \
     $d73 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker last s3', \
     $d74 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s1', \
     $d75 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s2', \
     $d76 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s3'
$d77 << EOD
16 21
64 74
EOD
$d78 << EOD
16 21
EOD
$d79 << EOD
16 19
64 46
EOD
$d80 << EOD
16 9
64 9
256 9
1024 9
EOD
$d81 << EOD
16 13
64 42
256 156
1024 592
EOD
$d82 << EOD
16 18
64 48
EOD
$d83 << EOD
16 15
64 40
EOD
$d84 << EOD
16 19
EOD
$d85 << EOD
16 13
64 43
256 180
1024 754
EOD
$d86 << EOD
16 11
64 38
256 155
1024 681
EOD
$d87 << EOD
16 12
64 42
256 169
1024 665
EOD
$d88 << EOD
16 1
64 1
256 0
1024 0
EOD
$d89 << EOD
16 1
64 0.7812
256 0
1024 0
EOD
$d90 << EOD
16 1
64 1
256 0.625
1024 0
EOD
$d91 << EOD
16 0
64 0
256 0
1024 0
EOD
$d92 << EOD
16 1
64 0.9688
256 0.875
1024 0.625
EOD
$d93 << EOD
16 0.375
EOD
$d94 << EOD
16 0.0625
EOD
$d95 << EOD
16 0.9531
64 0.0625
256 0
1024 0
EOD
$d96 << EOD
16 0
64 0
256 0
1024 0
EOD
$d97 << EOD
16 0.4531
64 0
EOD
$d98 << EOD
16 0.9688
64 0
EOD
$d99 << EOD
16 0.2188
EOD
$d100 << EOD
16 1
64 1
256 1
1024 1
EOD
$d101 << EOD
16 1
64 1
256 1
1024 1
EOD
$d102 << EOD
16 1
64 1
256 1
1024 1
EOD
set title 'mod:3: median l* (fp32, models whose every word converged) vs T' noenhanced
set logscale y 2
set yrange [*:*]
set ylabel 'l*'
plot x with lines dt 2 lc 'gray' title 'l* = T', \
     $d77 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s1', \
     $d78 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s2', \
     $d79 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s3', \
     $d80 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s1', \
     $d81 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s2', \
     $d82 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s2', \
     $d83 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s3', \
     $d84 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 validated s2', \
     $d85 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s1', \
     $d86 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s2', \
     $d87 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s3'
unset logscale y
set yrange [0:1.05]
set ylabel 'sequence accuracy'
set title 'mod:3: fp32 sequence accuracy at the fixed point vs T' noenhanced
plot $d88 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s1', \
     $d89 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s2', \
     $d90 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s3', \
     $d91 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s1', \
     $d92 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s2', \
     $d93 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s3', \
     $d94 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s1', \
     $d95 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s2', \
     $d96 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s3', \
     $d97 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s1', \
     $d98 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s2', \
     $d99 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s3', \
     $d100 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s1', \
     $d101 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s2', \
     $d102 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s3'
$d103 << EOD
16 22
64 26
256 26
1024 25
EOD
$d104 << EOD
16 22
64 79
EOD
$d105 << EOD
16 24
64 59
EOD
$d106 << EOD
16 9
64 12
EOD
$d107 << EOD
16 13
64 15
256 16
1024 17
EOD
$d108 << EOD
1024 17
EOD
$d109 << EOD
16 14
64 34
256 54
1024 54
EOD
$d110 << EOD
16 15
64 35
256 130
1024 492
EOD
$d111 << EOD
16 21
EOD
$d112 << EOD
16 16
64 31
256 30
1024 35
EOD
$d113 << EOD
16 16
64 38
256 122
1024 337
EOD
$d114 << EOD
16 16
64 47
256 89
1024 125
EOD
$d115 << EOD
16 0.9688
64 0
256 0
1024 0
EOD
$d116 << EOD
16 0.9844
64 0.8125
256 0
EOD
$d117 << EOD
16 0.1406
64 0
256 0
EOD
$d118 << EOD
16 0
64 0
256 0
1024 0
EOD
$d119 << EOD
16 0
EOD
$d120 << EOD
16 0
64 0
256 0
1024 0
EOD
$d121 << EOD
16 0.1094
64 0
256 0
1024 0
EOD
$d122 << EOD
16 0
64 0
256 0
1024 0
EOD
$d123 << EOD
16 0.0781
64 0
256 0
1024 0
EOD
$d124 << EOD
16 0.0469
64 0
256 0
1024 0
EOD
$d125 << EOD
16 0.8438
64 0
256 0
1024 0
EOD
$d126 << EOD
16 0.7969
64 0
256 0
EOD
$d127 << EOD
16 0.8594
64 0
256 0
1024 0
EOD
$d128 << EOD
16 1
64 0.0312
256 0
1024 0
EOD
$d129 << EOD
16 0.9844
64 0.4062
256 0
1024 0
EOD
set title 'sym:3: median l* (fp32, models whose every word converged) vs T' noenhanced
set logscale y 2
set yrange [*:*]
set ylabel 'l*'
plot x with lines dt 2 lc 'gray' title 'l* = T', \
     $d103 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s1', \
     $d104 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s2', \
     $d105 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s3', \
     $d106 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s1', \
     $d107 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s3', \
     $d108 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s2', \
     $d109 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s3', \
     $d110 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 validated s1', \
     $d111 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 validated s3', \
     $d112 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s1', \
     $d113 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s2', \
     $d114 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s3'
unset logscale y
set yrange [0:1.05]
set ylabel 'sequence accuracy'
set title 'sym:3: fp32 sequence accuracy at the fixed point vs T' noenhanced
plot $d115 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s1', \
     $d116 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s2', \
     $d117 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s3', \
     $d118 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s1', \
     $d119 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s2', \
     $d120 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s3', \
     $d121 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s1', \
     $d122 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s2', \
     $d123 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s3', \
     $d124 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s1', \
     $d125 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s2', \
     $d126 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s3', \
     $d127 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s1', \
     $d128 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s2', \
     $d129 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s3'
unset multiplot
