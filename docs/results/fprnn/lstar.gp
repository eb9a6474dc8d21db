# written by docs/results/fprnn/run.py from results.csv (data inline)
set terminal pngcairo size 1350,1950 font ',8'
set output 'lstar.png'
$l0 << EOD
16 21 19 21
64 46 46 74
EOD
$l1 << EOD
16 9 9 13
64 9 9 42
256 9 9 156
1024 9 9 592
EOD
$l2 << EOD
16 15 15 18
64 40 40 48
EOD
$l3 << EOD
16 19 19 19
EOD
$l4 << EOD
16 12 11 13
64 42 38 43
256 169 155 180
1024 681 665 754
EOD
$l5 << EOD
16 11 8 13
64 39 33 48
256 139 139 166
1024 583 583 642
EOD
$l6 << EOD
16 12 12 13
64 40 38 42
256 141 141 153
1024 526 526 612
EOD
$l7 << EOD
16 13 13 18
64 46 43 47
256 165 165 184
1024 667 667 762
EOD
$l8 << EOD
16 10 10 11
64 35 24 36
256 132 56 134
1024 520 475 565
EOD
$l9 << EOD
16 20 20 20
64 73 73 76
EOD
$l10 << EOD
16 15 15 17
64 37 37 43
256 165 165 165
1024 682 682 682
EOD
$l11 << EOD
16 17 17 18
64 56 56 56
EOD
$l12 << EOD
16 18 18 18
EOD
$l13 << EOD
16 10 9 12
64 33 15 38
256 125 16 156
1024 438 21 626
EOD
$l14 << EOD
16 20 20 20
64 73 73 76
EOD
$l15 << EOD
16 15 8 18
64 9 9 43
256 10 10 164
1024 11 11 672
EOD
$l16 << EOD
16 15 15 16
64 36 36 36
EOD
$l17 << EOD
16 18 18 18
EOD
$l18 << EOD
16 10 10 12
64 35 35 37
256 133 131 150
1024 506 491 579
EOD
$l19 << EOD
16 22 22 24
64 59 26 79
256 26 26 26
1024 25 25 25
EOD
$l20 << EOD
16 9 9 13
64 12 12 15
256 16 16 16
1024 17 17 17
EOD
$l21 << EOD
16 14 14 14
64 34 34 34
256 54 54 54
1024 17 17 54
EOD
$l22 << EOD
16 15 15 21
64 35 35 35
256 130 130 130
1024 492 492 492
EOD
$l23 << EOD
16 16 16 16
64 38 31 47
256 89 30 122
1024 125 35 337
EOD
$a24 << EOD
16 1 1 1
64 1 0.7812 1
256 0 0 0.625
1024 0 0 0
EOD
$a25 << EOD
16 0.375 0 1
64 0 0 0.9688
256 0 0 0.875
1024 0 0 0.625
EOD
$a26 << EOD
16 0.0625 0 0.9531
64 0 0 0.0625
256 0 0 0
1024 0 0 0
EOD
$a27 << EOD
16 0.4531 0.2188 0.9688
64 0 0 0
EOD
$a28 << EOD
16 1 1 1
64 1 1 1
256 1 1 1
1024 1 1 1
EOD
$a29 << EOD
16 0.9844 0.7656 1
64 1 0.5938 1
256 0.6875 0.625 1
1024 0.5 0.25 1
EOD
$a30 << EOD
16 1 0.9219 1
64 1 0.2188 1
256 1 0 1
1024 1 0 1
EOD
$a31 << EOD
16 1 0.8125 1
64 1 0.9375 1
256 0.875 0.8125 0.9375
1024 0.625 0.25 0.625
EOD
$a32 << EOD
16 1 1 1
64 1 0.3125 1
256 1 0 1
1024 1 0 1
EOD
$a33 << EOD
16 1 1 1
64 1 1 1
256 0 0 0.0625
EOD
$a34 << EOD
16 0.6094 0 0.9531
64 0.7188 0.7188 1
256 0 0 1
1024 1 1 1
EOD
$a35 << EOD
16 0.9844 0 1
64 0 0 0.375
256 0 0 0
EOD
$a36 << EOD
16 0.4219 0 1
64 0 0 0
256 0 0 0
EOD
$a37 << EOD
16 1 1 1
64 0.7812 0.0625 1
256 0.375 0 1
1024 0.375 0 1
EOD
$a38 << EOD
16 1 1 1
64 1 1 1
256 0 0 0.0625
EOD
$a39 << EOD
16 0.75 0.0156 0.9688
64 0.8438 0 1
256 0 0 1
1024 0 0 1
EOD
$a40 << EOD
16 0.75 0.0625 0.9844
64 0.5625 0.5625 0.8125
256 0 0 0
1024 0 0 0
EOD
$a41 << EOD
16 0.4688 0.0938 1
64 0 0 0
256 0 0 0
EOD
$a42 << EOD
16 1 1 1
64 1 0.9688 1
256 1 0.9375 1
1024 1 0.75 1
EOD
$a43 << EOD
16 0.9688 0.1406 0.9844
64 0 0 0.8125
256 0 0 0
1024 0 0 0
EOD
$a44 << EOD
16 0 0 0
64 0 0 0
256 0 0 0
1024 0 0 0
EOD
$a45 << EOD
16 0.0781 0 0.1094
64 0 0 0
256 0 0 0
1024 0 0 0
EOD
$a46 << EOD
16 0.7969 0.0469 0.8438
64 0 0 0
256 0 0 0
1024 0 0 0
EOD
$a47 << EOD
16 0.9844 0.8594 1
64 0.0312 0 0.4062
256 0 0 0
1024 0 0 0
EOD
set multiplot layout 10,5 title 'Fixed-Point RNNs, fp32, per task and selection: l* (the median over the words, rows whose every word converged; dashed: l* = T) and sequence accuracy vs word length T. Line: the median over the seeds; band: lowest to highest seed' noenhanced
set logscale x 2
set xrange [8:2048]
set xtics (16, 64, 256, 1024)
set grid
unset key
set logscale y 2
set yrange [4:2048]
set ylabel 'l*'
set title 'parity, validated: fpmamba:householder:2' noenhanced
plot $l14 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $l14 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, validated: fprnn:householder:1' noenhanced
plot $l15 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l15 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, validated: fprnn:householder:2' noenhanced
plot $l16 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l16 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, validated: fprnn:householder:4' noenhanced
plot $l17 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l17 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, validated: fprnn:kronecker' noenhanced
plot $l18 using 1:3:4 with filledcurves fc rgb '#b09467bd' fs solid noborder, \
     $l18 using 1:2 with linespoints lc rgb '#9467bd' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
unset logscale y
set yrange [-0.05:1.05]
set ylabel 'sequence accuracy'
set title 'parity, validated: fpmamba:householder:2' noenhanced
plot $a38 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $a38 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, validated: fprnn:householder:1' noenhanced
plot $a39 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $a39 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, validated: fprnn:householder:2' noenhanced
plot $a40 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $a40 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, validated: fprnn:householder:4' noenhanced
plot $a41 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $a41 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, validated: fprnn:kronecker' noenhanced
plot $a42 using 1:3:4 with filledcurves fc rgb '#b09467bd' fs solid noborder, \
     $a42 using 1:2 with linespoints lc rgb '#9467bd' pt 7 ps 0.6 lw 1.5
unset label 1
set logscale y 2
set yrange [4:2048]
set ylabel 'l*'
set title 'parity, last: fpmamba:householder:2' noenhanced
plot $l9 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $l9 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, last: fprnn:householder:1' noenhanced
plot $l10 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l10 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, last: fprnn:householder:2' noenhanced
plot $l11 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l11 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, last: fprnn:householder:4' noenhanced
plot $l12 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l12 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, last: fprnn:kronecker' noenhanced
plot $l13 using 1:3:4 with filledcurves fc rgb '#b09467bd' fs solid noborder, \
     $l13 using 1:2 with linespoints lc rgb '#9467bd' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
unset logscale y
set yrange [-0.05:1.05]
set ylabel 'sequence accuracy'
set title 'parity, last: fpmamba:householder:2' noenhanced
plot $a33 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $a33 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, last: fprnn:householder:1' noenhanced
plot $a34 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $a34 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, last: fprnn:householder:2' noenhanced
plot $a35 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $a35 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, last: fprnn:householder:4' noenhanced
plot $a36 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $a36 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, last: fprnn:kronecker' noenhanced
plot $a37 using 1:3:4 with filledcurves fc rgb '#b09467bd' fs solid noborder, \
     $a37 using 1:2 with linespoints lc rgb '#9467bd' pt 7 ps 0.6 lw 1.5
unset label 1
set logscale y 2
set yrange [4:2048]
set ylabel 'l*'
set title 'parity, contraction: fpmamba:householder:2' noenhanced
set label 1 'no model' at graph 0.5,0.5 center
plot x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, contraction: fprnn:householder:1' noenhanced
plot $l5 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l5 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, contraction: fprnn:householder:2' noenhanced
plot $l6 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l6 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, contraction: fprnn:householder:4' noenhanced
plot $l7 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l7 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'parity, contraction: fprnn:kronecker' noenhanced
plot $l8 using 1:3:4 with filledcurves fc rgb '#b09467bd' fs solid noborder, \
     $l8 using 1:2 with linespoints lc rgb '#9467bd' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
unset logscale y
set yrange [-0.05:1.05]
set ylabel 'sequence accuracy'
set title 'parity, contraction: fpmamba:householder:2' noenhanced
set label 1 'no model' at graph 0.5,0.5 center
plot NaN
unset label 1
set title 'parity, contraction: fprnn:householder:1' noenhanced
plot $a29 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $a29 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, contraction: fprnn:householder:2' noenhanced
plot $a30 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $a30 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, contraction: fprnn:householder:4' noenhanced
plot $a31 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $a31 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'parity, contraction: fprnn:kronecker' noenhanced
plot $a32 using 1:3:4 with filledcurves fc rgb '#b09467bd' fs solid noborder, \
     $a32 using 1:2 with linespoints lc rgb '#9467bd' pt 7 ps 0.6 lw 1.5
unset label 1
set logscale y 2
set yrange [4:2048]
set ylabel 'l*'
set title 'mod:3, validated: fpmamba:householder:2' noenhanced
plot $l0 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $l0 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'mod:3, validated: fprnn:householder:1' noenhanced
plot $l1 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l1 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'mod:3, validated: fprnn:householder:2' noenhanced
plot $l2 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l2 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'mod:3, validated: fprnn:householder:4' noenhanced
plot $l3 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l3 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'mod:3, validated: fprnn:kronecker' noenhanced
plot $l4 using 1:3:4 with filledcurves fc rgb '#b09467bd' fs solid noborder, \
     $l4 using 1:2 with linespoints lc rgb '#9467bd' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
unset logscale y
set yrange [-0.05:1.05]
set ylabel 'sequence accuracy'
set title 'mod:3, validated: fpmamba:householder:2' noenhanced
plot $a24 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $a24 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'mod:3, validated: fprnn:householder:1' noenhanced
plot $a25 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $a25 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'mod:3, validated: fprnn:householder:2' noenhanced
plot $a26 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $a26 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'mod:3, validated: fprnn:householder:4' noenhanced
plot $a27 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $a27 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'mod:3, validated: fprnn:kronecker' noenhanced
plot $a28 using 1:3:4 with filledcurves fc rgb '#b09467bd' fs solid noborder, \
     $a28 using 1:2 with linespoints lc rgb '#9467bd' pt 7 ps 0.6 lw 1.5
unset label 1
set logscale y 2
set yrange [4:2048]
set ylabel 'l*'
set title 'sym:3, validated: fpmamba:householder:2' noenhanced
plot $l19 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $l19 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'sym:3, validated: fprnn:householder:1' noenhanced
plot $l20 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $l20 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'sym:3, validated: fprnn:householder:2' noenhanced
plot $l21 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $l21 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'sym:3, validated: fprnn:householder:4' noenhanced
plot $l22 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $l22 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
set title 'sym:3, validated: fprnn:kronecker' noenhanced
plot $l23 using 1:3:4 with filledcurves fc rgb '#b09467bd' fs solid noborder, \
     $l23 using 1:2 with linespoints lc rgb '#9467bd' pt 7 ps 0.6 lw 1.5, \
     x with lines dt 2 lc rgb 'gray'
unset label 1
unset logscale y
set yrange [-0.05:1.05]
set ylabel 'sequence accuracy'
set title 'sym:3, validated: fpmamba:householder:2' noenhanced
plot $a43 using 1:3:4 with filledcurves fc rgb '#b01f77b4' fs solid noborder, \
     $a43 using 1:2 with linespoints lc rgb '#1f77b4' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'sym:3, validated: fprnn:householder:1' noenhanced
plot $a44 using 1:3:4 with filledcurves fc rgb '#b0ff7f0e' fs solid noborder, \
     $a44 using 1:2 with linespoints lc rgb '#ff7f0e' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'sym:3, validated: fprnn:householder:2' noenhanced
plot $a45 using 1:3:4 with filledcurves fc rgb '#b02ca02c' fs solid noborder, \
     $a45 using 1:2 with linespoints lc rgb '#2ca02c' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'sym:3, validated: fprnn:householder:4' noenhanced
plot $a46 using 1:3:4 with filledcurves fc rgb '#b0d62728' fs solid noborder, \
     $a46 using 1:2 with linespoints lc rgb '#d62728' pt 7 ps 0.6 lw 1.5
unset label 1
set title 'sym:3, validated: fprnn:kronecker' noenhanced
plot $a47 using 1:3:4 with filledcurves fc rgb '#b09467bd' fs solid noborder, \
     $a47 using 1:2 with linespoints lc rgb '#9467bd' pt 7 ps 0.6 lw 1.5
unset label 1
unset multiplot
