# written by docs/results/fprnn/run.py from results.csv (data inline)
set terminal pngcairo size 1200,420 font ',8'
set output 'lstar.png'
$l0 << EOD
16 9
64 9
256 9
1024 9
EOD
$l1 << EOD
16 13
64 42
256 156
1024 592
EOD
$l2 << EOD
16 18
64 48
EOD
$l3 << EOD
16 15
64 40
EOD
$l4 << EOD
16 19
EOD
$l5 << EOD
16 11
64 38
256 155
1024 681
EOD
$l6 << EOD
16 20
64 76
EOD
$l7 << EOD
16 20
64 73
EOD
$l8 << EOD
16 20
64 73
EOD
$l9 << EOD
16 20
64 76
EOD
$l10 << EOD
16 20
64 73
EOD
$l11 << EOD
16 20
64 73
EOD
$l12 << EOD
16 17
64 37
EOD
$l13 << EOD
16 15
64 43
256 165
1024 682
EOD
$l14 << EOD
16 8
64 9
256 10
1024 11
EOD
$l15 << EOD
16 18
EOD
$l16 << EOD
16 15
64 43
256 164
1024 672
EOD
$l17 << EOD
16 18
64 56
EOD
$l18 << EOD
16 17
EOD
$l19 << EOD
16 15
64 36
EOD
$l20 << EOD
16 16
EOD
$l21 << EOD
16 18
EOD
$l22 << EOD
16 18
EOD
$l23 << EOD
16 10
64 15
256 16
1024 21
EOD
$l24 << EOD
16 9
64 33
256 125
1024 438
EOD
$l25 << EOD
16 12
64 38
256 156
1024 626
EOD
$l26 << EOD
16 10
64 35
256 133
1024 491
EOD
$l27 << EOD
16 10
64 35
256 131
1024 506
EOD
$l28 << EOD
16 12
64 37
256 150
1024 579
EOD
$l29 << EOD
16 9
64 12
EOD
$l30 << EOD
16 13
64 15
256 16
1024 17
EOD
$l31 << EOD
1024 17
EOD
$l32 << EOD
16 14
64 34
256 54
1024 54
EOD
$l33 << EOD
16 15
64 35
256 130
1024 492
EOD
$l34 << EOD
16 21
EOD
$l35 << EOD
16 16
64 31
256 30
1024 35
EOD
$l36 << EOD
16 16
64 38
256 122
1024 337
EOD
$l37 << EOD
16 16
64 47
256 89
1024 125
EOD
$a0 << EOD
16 0
64 0
256 0
1024 0
EOD
$a1 << EOD
16 1
64 0.9688
256 0.875
1024 0.625
EOD
$a2 << EOD
16 0.375
EOD
$a3 << EOD
16 0.0625
EOD
$a4 << EOD
16 0.9531
64 0.0625
256 0
1024 0
EOD
$a5 << EOD
16 0
64 0
256 0
1024 0
EOD
$a6 << EOD
16 0.4531
64 0
EOD
$a7 << EOD
16 0.9688
64 0
EOD
$a8 << EOD
16 0.2188
EOD
$a9 << EOD
16 1
64 1
256 1
1024 1
EOD
$a10 << EOD
16 1
64 1
256 0
EOD
$a11 << EOD
16 1
64 1
256 0.0625
EOD
$a12 << EOD
16 1
64 1
256 0
EOD
$a13 << EOD
16 1
64 1
256 0
EOD
$a14 << EOD
16 1
64 1
256 0.0625
EOD
$a15 << EOD
16 1
64 1
256 0
EOD
$a16 << EOD
16 0
EOD
$a17 << EOD
16 0.6094
64 0.7188
256 0
EOD
$a18 << EOD
16 0.9531
64 1
256 1
1024 1
EOD
$a19 << EOD
16 0.0156
64 0
256 0
1024 0
EOD
$a20 << EOD
16 0.75
64 0.8438
256 0
EOD
$a21 << EOD
16 0.9688
64 1
256 1
1024 1
EOD
$a22 << EOD
16 0
EOD
$a23 << EOD
16 0.9844
64 0.375
256 0
EOD
$a24 << EOD
16 1
64 0
EOD
$a25 << EOD
16 0.0625
EOD
$a26 << EOD
16 0.75
64 0.5625
256 0
1024 0
EOD
$a27 << EOD
16 0.9844
64 0.8125
256 0
EOD
$a28 << EOD
16 0.4219
64 0
EOD
$a29 << EOD
16 0
EOD
$a30 << EOD
16 1
64 0
256 0
EOD
$a31 << EOD
16 0.4688
64 0
EOD
$a32 << EOD
16 0.0938
64 0
EOD
$a33 << EOD
16 1
64 0
256 0
EOD
$a34 << EOD
16 1
64 0.0625
256 0
1024 0
EOD
$a35 << EOD
16 1
64 0.7812
256 0.375
1024 0.375
EOD
$a36 << EOD
16 1
64 1
256 1
1024 1
EOD
$a37 << EOD
16 1
64 1
256 1
1024 1
EOD
$a38 << EOD
16 1
64 0.9688
256 0.9375
1024 0.75
EOD
$a39 << EOD
16 1
64 1
256 1
1024 1
EOD
$a40 << EOD
16 0
64 0
256 0
1024 0
EOD
$a41 << EOD
16 0
EOD
$a42 << EOD
16 0
64 0
256 0
1024 0
EOD
$a43 << EOD
16 0.1094
64 0
256 0
1024 0
EOD
$a44 << EOD
16 0
64 0
256 0
1024 0
EOD
$a45 << EOD
16 0.0781
64 0
256 0
1024 0
EOD
$a46 << EOD
16 0.0469
64 0
256 0
1024 0
EOD
$a47 << EOD
16 0.8438
64 0
256 0
1024 0
EOD
$a48 << EOD
16 0.7969
64 0
256 0
EOD
$a49 << EOD
16 0.8594
64 0
256 0
1024 0
EOD
$a50 << EOD
16 1
64 0.0312
256 0
1024 0
EOD
$a51 << EOD
16 0.9844
64 0.4062
256 0
1024 0
EOD
set multiplot layout 1,2
set logscale x 2
set xrange [8:2048]
set grid
set xlabel 'word length T (letters)'
set key top left font ',6' noenhanced
set title 'median l* (fp32, models whose every word converged) vs T' noenhanced
set logscale y 2
set ylabel 'l*'
plot x with lines dt 2 lc 'gray' title 'l* = T', \
     $l0 using 1:2 with linespoints lw 1.5 title 'mod:3 fprnn:householder:1 validated s1', \
     $l1 using 1:2 with linespoints lw 1.5 title 'mod:3 fprnn:householder:1 validated s2', \
     $l2 using 1:2 with linespoints lw 1.5 title 'mod:3 fprnn:householder:2 validated s2', \
     $l3 using 1:2 with linespoints lw 1.5 title 'mod:3 fprnn:householder:2 validated s3', \
     $l4 using 1:2 with linespoints lw 1.5 title 'mod:3 fprnn:householder:4 validated s2', \
     $l5 using 1:2 with linespoints lw 1.5 title 'mod:3 fprnn:kronecker validated s2', \
     $l6 using 1:2 with linespoints lw 1.5 title 'parity fpmamba:householder:2 last s1', \
     $l7 using 1:2 with linespoints lw 1.5 title 'parity fpmamba:householder:2 last s2', \
     $l8 using 1:2 with linespoints lw 1.5 title 'parity fpmamba:householder:2 last s3', \
     $l9 using 1:2 with linespoints lw 1.5 title 'parity fpmamba:householder:2 validated s1', \
     $l10 using 1:2 with linespoints lw 1.5 title 'parity fpmamba:householder:2 validated s2', \
     $l11 using 1:2 with linespoints lw 1.5 title 'parity fpmamba:householder:2 validated s3', \
     $l12 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:1 last s2', \
     $l13 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:1 last s3', \
     $l14 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:1 validated s1', \
     $l15 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:1 validated s2', \
     $l16 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:1 validated s3', \
     $l17 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:2 last s2', \
     $l18 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:2 last s3', \
     $l19 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:2 validated s2', \
     $l20 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:2 validated s3', \
     $l21 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:4 last s3', \
     $l22 using 1:2 with linespoints lw 1.5 title 'parity fprnn:householder:4 validated s3', \
     $l23 using 1:2 with linespoints lw 1.5 title 'parity fprnn:kronecker last s1', \
     $l24 using 1:2 with linespoints lw 1.5 title 'parity fprnn:kronecker last s2', \
     $l25 using 1:2 with linespoints lw 1.5 title 'parity fprnn:kronecker last s3', \
     $l26 using 1:2 with linespoints lw 1.5 title 'parity fprnn:kronecker validated s1', \
     $l27 using 1:2 with linespoints lw 1.5 title 'parity fprnn:kronecker validated s2', \
     $l28 using 1:2 with linespoints lw 1.5 title 'parity fprnn:kronecker validated s3', \
     $l29 using 1:2 with linespoints lw 1.5 title 'sym:3 fprnn:householder:1 validated s1', \
     $l30 using 1:2 with linespoints lw 1.5 title 'sym:3 fprnn:householder:1 validated s3', \
     $l31 using 1:2 with linespoints lw 1.5 title 'sym:3 fprnn:householder:2 validated s2', \
     $l32 using 1:2 with linespoints lw 1.5 title 'sym:3 fprnn:householder:2 validated s3', \
     $l33 using 1:2 with linespoints lw 1.5 title 'sym:3 fprnn:householder:4 validated s1', \
     $l34 using 1:2 with linespoints lw 1.5 title 'sym:3 fprnn:householder:4 validated s3', \
     $l35 using 1:2 with linespoints lw 1.5 title 'sym:3 fprnn:kronecker validated s1', \
     $l36 using 1:2 with linespoints lw 1.5 title 'sym:3 fprnn:kronecker validated s2', \
     $l37 using 1:2 with linespoints lw 1.5 title 'sym:3 fprnn:kronecker validated s3'
unset logscale y
set yrange [0:1.05]
set ylabel 'sequence accuracy'
set title 'fp32 sequence accuracy at the fixed point vs T' noenhanced
plot $a0 using 1:2 with linespoints lw 1.2 title 'mod:3 fprnn:householder:1 validated s1', \
     $a1 using 1:2 with linespoints lw 1.2 title 'mod:3 fprnn:householder:1 validated s2', \
     $a2 using 1:2 with linespoints lw 1.2 title 'mod:3 fprnn:householder:1 validated s3', \
     $a3 using 1:2 with linespoints lw 1.2 title 'mod:3 fprnn:householder:2 validated s1', \
     $a4 using 1:2 with linespoints lw 1.2 title 'mod:3 fprnn:householder:2 validated s2', \
     $a5 using 1:2 with linespoints lw 1.2 title 'mod:3 fprnn:householder:2 validated s3', \
     $a6 using 1:2 with linespoints lw 1.2 title 'mod:3 fprnn:householder:4 validated s1', \
     $a7 using 1:2 with linespoints lw 1.2 title 'mod:3 fprnn:householder:4 validated s2', \
     $a8 using 1:2 with linespoints lw 1.2 title 'mod:3 fprnn:householder:4 validated s3', \
     $a9 using 1:2 with linespoints lw 1.2 title 'mod:3 fprnn:kronecker validated s2', \
     $a10 using 1:2 with linespoints lw 1.2 title 'parity fpmamba:householder:2 last s1', \
     $a11 using 1:2 with linespoints lw 1.2 title 'parity fpmamba:householder:2 last s2', \
     $a12 using 1:2 with linespoints lw 1.2 title 'parity fpmamba:householder:2 last s3', \
     $a13 using 1:2 with linespoints lw 1.2 title 'parity fpmamba:householder:2 validated s1', \
     $a14 using 1:2 with linespoints lw 1.2 title 'parity fpmamba:householder:2 validated s2', \
     $a15 using 1:2 with linespoints lw 1.2 title 'parity fpmamba:householder:2 validated s3', \
     $a16 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:1 last s1', \
     $a17 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:1 last s2', \
     $a18 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:1 last s3', \
     $a19 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:1 validated s1', \
     $a20 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:1 validated s2', \
     $a21 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:1 validated s3', \
     $a22 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:2 last s1', \
     $a23 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:2 last s2', \
     $a24 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:2 last s3', \
     $a25 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:2 validated s1', \
     $a26 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:2 validated s2', \
     $a27 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:2 validated s3', \
     $a28 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:4 last s1', \
     $a29 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:4 last s2', \
     $a30 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:4 last s3', \
     $a31 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:4 validated s1', \
     $a32 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:4 validated s2', \
     $a33 using 1:2 with linespoints lw 1.2 title 'parity fprnn:householder:4 validated s3', \
     $a34 using 1:2 with linespoints lw 1.2 title 'parity fprnn:kronecker last s1', \
     $a35 using 1:2 with linespoints lw 1.2 title 'parity fprnn:kronecker last s2', \
     $a36 using 1:2 with linespoints lw 1.2 title 'parity fprnn:kronecker last s3', \
     $a37 using 1:2 with linespoints lw 1.2 title 'parity fprnn:kronecker validated s1', \
     $a38 using 1:2 with linespoints lw 1.2 title 'parity fprnn:kronecker validated s2', \
     $a39 using 1:2 with linespoints lw 1.2 title 'parity fprnn:kronecker validated s3', \
     $a40 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:householder:1 validated s1', \
     $a41 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:householder:1 validated s2', \
     $a42 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:householder:1 validated s3', \
     $a43 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:householder:2 validated s1', \
     $a44 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:householder:2 validated s2', \
     $a45 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:householder:2 validated s3', \
     $a46 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:householder:4 validated s1', \
     $a47 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:householder:4 validated s2', \
     $a48 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:householder:4 validated s3', \
     $a49 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:kronecker validated s1', \
     $a50 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:kronecker validated s2', \
     $a51 using 1:2 with linespoints lw 1.2 title 'sym:3 fprnn:kronecker validated s3'
unset multiplot
