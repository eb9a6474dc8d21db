# written by docs/results/fprnn-groups/run.py from results.csv (data inline)
set terminal pngcairo size 1400,1200 font ',8'
set output 'accuracy.png'
set multiplot layout 4,2 title 'Fixed-Point RNNs on group word problems, trained at 16 letters: fp32 accuracy at the fixed point vs word length' noenhanced
set title 'sym:3: sequence accuracy (right at every position, converged)' noenhanced
set xrange [12:68]
set yrange [-0.02:1.02]
set xtics (16, 32, 64)
set key outside right font ',7' noenhanced
plot '-' using 1:2 with linespoints title 'fpmamba:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:1 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s2', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k6000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k6000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:4 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:kronecker d32 k2000 s1'
16 0.8906
32 0.1797
64 0
e
16 0
32 0
64 0
e
16 0.3125
32 0.0078
64 0
e
16 0.0156
32 0
64 0
e
16 0.9609
32 0.7266
64 0.0156
e
16 0.9062
32 0.5234
64 0
e
16 1
32 1
64 0.8281
e
16 0.9062
32 0.4219
64 0
e
16 0.9922
32 0.8516
64 0
e
set title 'sym:3: token accuracy' noenhanced
set xrange [12:68]
set yrange [-0.02:1.02]
set xtics (16, 32, 64)
set key outside right font ',7' noenhanced
plot '-' using 1:2 with linespoints title 'fpmamba:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:1 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s2', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k6000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k6000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:4 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:kronecker d32 k2000 s1'
16 0.9756
32 0.876
64 0.5439
e
16 0.6484
32 0.5012
64 0.3855
e
16 0.8247
32 0.6006
64 0.4336
e
16 0.6025
32 0.4521
64 0.334
e
16 0.9946
32 0.9529
64 0.7654
e
16 0.9873
32 0.9365
64 0.6602
e
16 1
32 1
64 0.9851
e
16 0.9805
32 0.8857
64 0.6838
e
16 0.998
32 0.9863
64 0.74
e
set title 'alt:4: sequence accuracy (right at every position, converged)' noenhanced
set xrange [12:68]
set yrange [-0.02:1.02]
set xtics (16, 32, 64)
set key outside right font ',7' noenhanced
plot '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s2', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k2000 s1'
16 0
32 0
64 0
e
16 0
32 0
64 0
e
16 0
32 0
64 0
e
set title 'alt:4: token accuracy' noenhanced
set xrange [12:68]
set yrange [-0.02:1.02]
set xtics (16, 32, 64)
set key outside right font ',7' noenhanced
plot '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s2', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k2000 s1'
16 0.4004
32 0.2949
64 0.2039
e
16 0.3677
32 0.2463
64 0.1697
e
16 0.4526
32 0.3433
64 0.2822
e
set title 'alt:5: sequence accuracy (right at every position, converged)' noenhanced
set xrange [12:68]
set yrange [-0.02:1.02]
set xtics (16, 32, 64)
set key outside right font ',7' noenhanced
plot '-' using 1:2 with linespoints title 'fpmamba:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:1 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d128 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s2', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k6000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k6000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:4 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:kronecker d32 k2000 s1'
16 0
32 0
64 0
e
16 0
32 0
64 0
e
16 0
32 0
64 0
e
16 0
32 0
64 0
e
16 0
32 0
64 0
e
16 0
32 0
64 0
e
16 0
32 0
64 0
e
16 0
32 0
64 0
e
16 0
32 0
64 0
e
16 0
32 0
64 0
e
set title 'alt:5: token accuracy' noenhanced
set xrange [12:68]
set yrange [-0.02:1.02]
set xtics (16, 32, 64)
set key outside right font ',7' noenhanced
plot '-' using 1:2 with linespoints title 'fpmamba:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:1 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d128 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s2', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k6000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k6000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:4 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:kronecker d32 k2000 s1'
16 0.0767
32 0.0452
64 0.032
e
16 0.0908
32 0.052
64 0.0347
e
16 0.1396
32 0.0784
64 0.0471
e
16 0.0957
32 0.0571
64 0.0371
e
16 0.1025
32 0.0591
64 0.0371
e
16 0.1426
32 0.0811
64 0.0491
e
16 0.1353
32 0.0767
64 0.041
e
16 0.1387
32 0.0762
64 0.0442
e
16 0.1006
32 0.0586
64 0.0388
e
16 0.0835
32 0.0491
64 0.0342
e
set title 'sym:5: sequence accuracy (right at every position, converged)' noenhanced
set xrange [12:68]
set yrange [-0.02:1.02]
set xtics (16, 32, 64)
set key outside right font ',7' noenhanced
plot '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s2', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k2000 s1'
16 0
32 0
64 0
e
16 0
32 0
64 0
e
16 0
32 0
64 0
e
set title 'sym:5: token accuracy' noenhanced
set xrange [12:68]
set yrange [-0.02:1.02]
set xtics (16, 32, 64)
set key outside right font ',7' noenhanced
plot '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s1', '-' using 1:2 with linespoints title 'fprnn:householder:2 d32 k2000 s2', '-' using 1:2 with linespoints title 'fprnn:householder:2 d64 k2000 s1'
16 0.0684
32 0.0381
64 0.0222
e
16 0.0688
32 0.0393
64 0.0222
e
16 0.0742
32 0.041
64 0.0242
e
unset multiplot
