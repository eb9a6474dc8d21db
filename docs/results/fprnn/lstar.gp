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
16 17
64 37
EOD
$d7 << EOD
16 15
64 43
256 165
1024 682
EOD
$d8 << EOD
16 8
64 9
256 10
1024 11
EOD
$d9 << EOD
16 18
EOD
$d10 << EOD
16 15
64 43
256 164
1024 672
EOD
$d11 << EOD
16 18
64 56
EOD
$d12 << EOD
16 17
EOD
$d13 << EOD
16 15
64 36
EOD
$d14 << EOD
16 16
EOD
$d15 << EOD
16 18
EOD
$d16 << EOD
16 18
EOD
$d17 << EOD
16 10
64 15
256 16
1024 21
EOD
$d18 << EOD
16 9
64 33
256 125
1024 438
EOD
$d19 << EOD
16 12
64 38
256 156
1024 626
EOD
$d20 << EOD
16 10
64 35
256 133
1024 491
EOD
$d21 << EOD
16 10
64 35
256 131
1024 506
EOD
$d22 << EOD
16 12
64 37
256 150
1024 579
EOD
$d23 << EOD
16 1
64 1
256 0
EOD
$d24 << EOD
16 1
64 1
256 0.0625
EOD
$d25 << EOD
16 1
64 1
256 0
EOD
$d26 << EOD
16 1
64 1
256 0
EOD
$d27 << EOD
16 1
64 1
256 0.0625
EOD
$d28 << EOD
16 1
64 1
256 0
EOD
$d29 << EOD
16 0
EOD
$d30 << EOD
16 0.6094
64 0.7188
256 0
EOD
$d31 << EOD
16 0.9531
64 1
256 1
1024 1
EOD
$d32 << EOD
16 0.0156
64 0
256 0
1024 0
EOD
$d33 << EOD
16 0.75
64 0.8438
256 0
EOD
$d34 << EOD
16 0.9688
64 1
256 1
1024 1
EOD
$d35 << EOD
16 0
EOD
$d36 << EOD
16 0.9844
64 0.375
256 0
EOD
$d37 << EOD
16 1
64 0
EOD
$d38 << EOD
16 0.0625
EOD
$d39 << EOD
16 0.75
64 0.5625
256 0
1024 0
EOD
$d40 << EOD
16 0.9844
64 0.8125
256 0
EOD
$d41 << EOD
16 0.4219
64 0
EOD
$d42 << EOD
16 0
EOD
$d43 << EOD
16 1
64 0
256 0
EOD
$d44 << EOD
16 0.4688
64 0
EOD
$d45 << EOD
16 0.0938
64 0
EOD
$d46 << EOD
16 1
64 0
256 0
EOD
$d47 << EOD
16 1
64 0.0625
256 0
1024 0
EOD
$d48 << EOD
16 1
64 0.7812
256 0.375
1024 0.375
EOD
$d49 << EOD
16 1
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
64 0.9688
256 0.9375
1024 0.75
EOD
$d52 << EOD
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
     $d6 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 last s2', \
     $d7 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 last s3', \
     $d8 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s1', \
     $d9 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s2', \
     $d10 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s3', \
     $d11 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 last s2', \
     $d12 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 last s3', \
     $d13 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s2', \
     $d14 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s3', \
     $d15 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 last s3', \
     $d16 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 validated s3', \
     $d17 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker last s1', \
     $d18 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker last s2', \
     $d19 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker last s3', \
     $d20 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s1', \
     $d21 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s2', \
     $d22 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s3'
unset logscale y
set yrange [0:1.05]
set ylabel 'sequence accuracy'
set title 'parity: fp32 sequence accuracy at the fixed point vs T' noenhanced
plot $d23 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 last s1', \
     $d24 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 last s2', \
     $d25 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 last s3', \
     $d26 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s1', \
     $d27 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s2', \
     $d28 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s3', \
     $d29 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 last s1', \
     $d30 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 last s2', \
     $d31 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 last s3', \
     $d32 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s1', \
     $d33 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s2', \
     $d34 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s3', \
     $d35 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 last s1', \
     $d36 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 last s2', \
     $d37 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 last s3', \
     $d38 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s1', \
     $d39 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s2', \
     $d40 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s3', \
     $d41 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 last s1', \
     $d42 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 last s2', \
     $d43 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 last s3', \
     $d44 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s1', \
     $d45 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s2', \
     $d46 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s3', \
     $d47 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker last s1', \
     $d48 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker last s2', \
     $d49 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker last s3', \
     $d50 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s1', \
     $d51 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s2', \
     $d52 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s3'
$d53 << EOD
16 21
64 74
EOD
$d54 << EOD
16 21
EOD
$d55 << EOD
16 19
64 46
EOD
$d56 << EOD
16 9
64 9
256 9
1024 9
EOD
$d57 << EOD
16 13
64 42
256 156
1024 592
EOD
$d58 << EOD
16 18
64 48
EOD
$d59 << EOD
16 15
64 40
EOD
$d60 << EOD
16 19
EOD
$d61 << EOD
16 13
64 43
256 180
1024 754
EOD
$d62 << EOD
16 11
64 38
256 155
1024 681
EOD
$d63 << EOD
16 12
64 42
256 169
1024 665
EOD
$d64 << EOD
16 1
64 1
256 0
1024 0
EOD
$d65 << EOD
16 1
64 0.7812
256 0
1024 0
EOD
$d66 << EOD
16 1
64 1
256 0.625
1024 0
EOD
$d67 << EOD
16 0
64 0
256 0
1024 0
EOD
$d68 << EOD
16 1
64 0.9688
256 0.875
1024 0.625
EOD
$d69 << EOD
16 0.375
EOD
$d70 << EOD
16 0.0625
EOD
$d71 << EOD
16 0.9531
64 0.0625
256 0
1024 0
EOD
$d72 << EOD
16 0
64 0
256 0
1024 0
EOD
$d73 << EOD
16 0.4531
64 0
EOD
$d74 << EOD
16 0.9688
64 0
EOD
$d75 << EOD
16 0.2188
EOD
$d76 << EOD
16 1
64 1
256 1
1024 1
EOD
$d77 << EOD
16 1
64 1
256 1
1024 1
EOD
$d78 << EOD
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
     $d53 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s1', \
     $d54 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s2', \
     $d55 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s3', \
     $d56 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s1', \
     $d57 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s2', \
     $d58 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s2', \
     $d59 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s3', \
     $d60 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 validated s2', \
     $d61 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s1', \
     $d62 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s2', \
     $d63 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s3'
unset logscale y
set yrange [0:1.05]
set ylabel 'sequence accuracy'
set title 'mod:3: fp32 sequence accuracy at the fixed point vs T' noenhanced
plot $d64 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s1', \
     $d65 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s2', \
     $d66 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s3', \
     $d67 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s1', \
     $d68 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s2', \
     $d69 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s3', \
     $d70 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s1', \
     $d71 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s2', \
     $d72 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s3', \
     $d73 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s1', \
     $d74 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s2', \
     $d75 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s3', \
     $d76 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s1', \
     $d77 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s2', \
     $d78 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s3'
$d79 << EOD
16 22
64 26
256 26
1024 25
EOD
$d80 << EOD
16 22
64 79
EOD
$d81 << EOD
16 24
64 59
EOD
$d82 << EOD
16 9
64 12
EOD
$d83 << EOD
16 13
64 15
256 16
1024 17
EOD
$d84 << EOD
1024 17
EOD
$d85 << EOD
16 14
64 34
256 54
1024 54
EOD
$d86 << EOD
16 15
64 35
256 130
1024 492
EOD
$d87 << EOD
16 21
EOD
$d88 << EOD
16 16
64 31
256 30
1024 35
EOD
$d89 << EOD
16 16
64 38
256 122
1024 337
EOD
$d90 << EOD
16 16
64 47
256 89
1024 125
EOD
$d91 << EOD
16 0.9688
64 0
256 0
1024 0
EOD
$d92 << EOD
16 0.9844
64 0.8125
256 0
EOD
$d93 << EOD
16 0.1406
64 0
256 0
EOD
$d94 << EOD
16 0
64 0
256 0
1024 0
EOD
$d95 << EOD
16 0
EOD
$d96 << EOD
16 0
64 0
256 0
1024 0
EOD
$d97 << EOD
16 0.1094
64 0
256 0
1024 0
EOD
$d98 << EOD
16 0
64 0
256 0
1024 0
EOD
$d99 << EOD
16 0.0781
64 0
256 0
1024 0
EOD
$d100 << EOD
16 0.0469
64 0
256 0
1024 0
EOD
$d101 << EOD
16 0.8438
64 0
256 0
1024 0
EOD
$d102 << EOD
16 0.7969
64 0
256 0
EOD
$d103 << EOD
16 0.8594
64 0
256 0
1024 0
EOD
$d104 << EOD
16 1
64 0.0312
256 0
1024 0
EOD
$d105 << EOD
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
     $d79 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s1', \
     $d80 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s2', \
     $d81 using 1:2 with linespoints lw 1.5 title 'fpmamba:householder:2 validated s3', \
     $d82 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s1', \
     $d83 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:1 validated s3', \
     $d84 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s2', \
     $d85 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:2 validated s3', \
     $d86 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 validated s1', \
     $d87 using 1:2 with linespoints lw 1.5 title 'fprnn:householder:4 validated s3', \
     $d88 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s1', \
     $d89 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s2', \
     $d90 using 1:2 with linespoints lw 1.5 title 'fprnn:kronecker validated s3'
unset logscale y
set yrange [0:1.05]
set ylabel 'sequence accuracy'
set title 'sym:3: fp32 sequence accuracy at the fixed point vs T' noenhanced
plot $d91 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s1', \
     $d92 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s2', \
     $d93 using 1:2 with linespoints lw 1.2 title 'fpmamba:householder:2 validated s3', \
     $d94 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s1', \
     $d95 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s2', \
     $d96 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:1 validated s3', \
     $d97 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s1', \
     $d98 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s2', \
     $d99 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:2 validated s3', \
     $d100 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s1', \
     $d101 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s2', \
     $d102 using 1:2 with linespoints lw 1.2 title 'fprnn:householder:4 validated s3', \
     $d103 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s1', \
     $d104 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s2', \
     $d105 using 1:2 with linespoints lw 1.2 title 'fprnn:kronecker validated s3'
unset multiplot
