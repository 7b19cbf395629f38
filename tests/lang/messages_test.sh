#!/bin/sh
# messages_test.sh HITDEMO HITDEMO_WINDOW RUN_EXPECT: the language as
# chosen by --lang and the environment, with only the C locale (env -i, no
# generated locale), in the messages a person reads; the start-up errors
# and their exit codes (docs/lang.md).
set -u
hd=$1
win=$2
rx=$3
P=PATH=/usr/bin:/bin
bad=0
t() { "$rx" "$@" > /tmp/lang_messages.$$ 2>&1 || { cat /tmp/lang_messages.$$; bad=1; }; rm -f /tmp/lang_messages.$$; }
NN=$(printf '\342\200\257') # U+202F
# a bad --lang: exit 2, told in the environment's language
t 2 "hitdemo: --lang: unknown language 'xx' (choose en, fr or zh_CN)" "" -- env -i $P "$hd" --lang xx
t 2 "hitdemo: --lang${NN}: langue inconnue" "" -- env -i $P LANGUAGE=fr LANG=C.UTF-8 "$hd" --lang xx
t 2 "hitdemo: --lang${NN}: langue inconnue" "" -- env -i $P LANG=fr_FR.UTF-8 "$hd" --lang xx
t 2 "hitdemo: --lang：未知的语言“xx”" "" -- env -i $P LC_ALL=zh_CN.UTF-8 "$hd" --lang xx
t 2 "hitdemo: --lang：缺少语言" "" -- env -i $P LANG=zh_CN.UTF-8 "$hd" --lang
t 2 "hitdemo: --lang: expected a language" "" -- env -i $P LANG=zh_CN.UTF-8 LC_MESSAGES=en_US.UTF-8 "$hd" --lang=
# LANGUAGE is not read with the C locale (as gettext does)
t 2 "hitdemo: --lang: unknown language" "" -- env -i $P LANGUAGE=fr "$hd" --lang xx
t 2 "hitdemo: --lang: unknown language" "" -- env -i $P LANGUAGE=fr LC_ALL=C LANG=fr_FR.UTF-8 "$hd" --lang xx
# --help in each language, from hitdemo (which becomes the window program) and the window program
t 0 "" "Language:&&--lang L" -- env -i $P "$hd" --help
t 0 "" "Langue${NN}:&&la langue de la fen" -- env -i $P "$hd" --lang fr --help
t 0 "" "语言：&&窗口和消息所用的" -- env -i $P "$hd" --help --lang=zh
t 0 "" "语言：" -- env -i $P LANGUAGE=zh_CN:fr LANG=de_DE.UTF-8 "$win" --help
t 0 "" "Language:" -- env -i $P LANG=fr_FR.UTF-8 "$hd" --lang en --help
# the check modes take --lang anywhere
t 0 "" '"collide":true' -- env -i $P "$hd" --check circle:0,0,1 point:0,0 --lang fr
# the Chinese interface needs the CJK font: exit 3, naming the package
t 3 "fonts-wqy-microhei&&/nonexistent/cjk.ttc" "" -- env -i $P SDL_VIDEODRIVER=dummy HD_CJK_FONT=/nonexistent/cjk.ttc "$hd" --lang zh_CN --headless --frames 1 --stress 3
t 3 "中文界面需要中文字体&&fonts-wqy-microhei" "" -- env -i $P SDL_VIDEODRIVER=dummy LANG=zh_CN.UTF-8 HD_CJK_FONT= "$hd" --headless --frames 1 --stress 3
# ... and no other language does
t 0 "" "" -- env -i $P SDL_VIDEODRIVER=dummy HD_CJK_FONT=/nonexistent/cjk.ttc "$hd" --lang fr --headless --frames 1 --stress 3
# the messages of the options, the files, the scripts and the peers
# (lang-cli): hitdemo: first, the file and line named, the same exit code
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'description: x\nbase: circle:0,0,5\nexpect: maybe\n' > "$work/bad.scene"
printf 'move 10 10\njump 3\n' > "$work/bad.txt"
t 2 "hitdemo: --window: W and H must be integers from 1 to 16384, got '0,0'" "" -- env -i $P "$hd" --window 0,0
t 2 "hitdemo: --window${NN}: W et H doivent être des entiers de 1 à 16384, reçu «${NN}0,0${NN}»" "" -- env -i $P "$hd" --lang fr --window 0,0
t 2 "hitdemo: --window：W 和 H 必须是 1 到 16384 之间的整数，收到“0,0”" "" -- env -i $P LANGUAGE=zh_CN LANG=C.UTF-8 "$hd" --window 0,0
t 2 "hitdemo: --bogus${NN}: option inconnue (essayez --help)" "" -- env -i $P "$win" --lang fr --bogus
t 2 "hitdemo: --bogus：未知选项（请参阅 --help）" "" -- env -i $P "$hd" --bogus --lang zh
# a scene file's error: the file and its line
t 2 "hitdemo: --scene: $work/bad.scene:3: expect: expected collide or clear, got 'maybe'" "" -- env -i $P "$hd" --scene "$work/bad.scene"
t 2 "hitdemo: --scene${NN}: $work/bad.scene:3: expect${NN}: collide ou clear attendu, reçu «${NN}maybe${NN}»" "" -- env -i $P "$hd" --lang fr --scene "$work/bad.scene"
t 2 "hitdemo: --scene：$work/bad.scene:3: expect：应为 collide 或 clear，收到“maybe”" "" -- env -i $P "$hd" --lang zh_CN --scene "$work/bad.scene"
# a script's error: the file and its line, the keyword as it is
t 2 "hitdemo: $work/bad.txt:2: unknown command 'jump'" "" -- env -i $P "$hd" --headless --script "$work/bad.txt"
t 2 "hitdemo: $work/bad.txt:2${NN}: commande inconnue «${NN}jump${NN}»&&(ligne${NN}: «${NN}jump 3${NN}»)" "" -- env -i $P "$hd" --lang fr --headless --script "$work/bad.txt"
t 2 "hitdemo: $work/bad.txt:2：未知的命令“jump”&&（该行：“jump 3”）" "" -- env -i $P "$hd" --lang zh_CN --headless --script "$work/bad.txt"
# a script's failed expect: exit 1, the reason translated, the keywords not
printf 'base circle:640,360,100\nmove 640 360\nexpect clear\nexpect hits 3\n' > "$work/fail.txt"
t 1 "hitdemo: $work/fail.txt:3${NN}: expect clear a échoué${NN}: les formes sont en collision${NN};&&fail.txt:4${NN}: expect hits 3 a échoué${NN}: 0 point de contact${NN};" "" -- env -i $P SDL_VIDEODRIVER=dummy HOME="$work" "$hd" --lang fr --headless --script "$work/fail.txt"
t 1 "hitdemo: $work/fail.txt:3：expect clear 未通过：两个形状碰撞；&&fail.txt:4：expect hits 3 未通过：0 个交点；" "" -- env -i $P SDL_VIDEODRIVER=dummy HOME="$work" "$hd" --lang zh_CN --headless --script "$work/fail.txt"
# a peer's failure: exit 2, its name first; the C library's own words too
t 2 'hitdemo: peer x: exited with status 3 before answering "circle:0,0,1 point:0,0"' "" -- env -i $P "$hd" --check circle:0,0,1 point:0,0 --peer 'x=exit 3'
t 2 "hitdemo: peer x${NN}: s'est arrêté avec le code 3 avant de répondre à \"circle:0,0,1 point:0,0\"" "" -- env -i $P "$hd" --lang fr --check circle:0,0,1 point:0,0 --peer 'x=exit 3'
t 2 'hitdemo: peer x：以状态 3 退出，未回答 "circle:0,0,1 point:0,0"' "" -- env -i $P "$hd" --lang zh_CN --check circle:0,0,1 point:0,0 --peer 'x=exit 3'
t 2 "hitdemo: --check-batch：无法打开 $work/none：没有那个文件或目录" "" -- env -i $P "$hd" --lang zh_CN --check-batch "$work/none"
# the shape spec errors of the geometry library (hd_shape_parse_buf_tr), on
# stderr in the person's language, the same exit code; --sweep's bad move
# and --ray's bad ray too (their JSON lines stay English: lang_check_bytes)
t 2 'hitdemo: bad spec "circle:0,0,-1": radius must be >= 0 (got -1)' "" -- env -i $P "$hd" --check circle:0,0,-1 point:0,0
t 2 "hitdemo: spécification de forme incorrecte «${NN}circle:0,0,-1${NN}»${NN}: rayon${NN}: doit être >= 0 (reçu -1)" "" -- env -i $P "$hd" --lang fr --check circle:0,0,-1 point:0,0
t 2 "hitdemo: spécification de forme incorrecte «${NN}polygon:0,0,1,1,1,0,0,1${NN}»${NN}: le polygone n'est pas simple${NN}: les arêtes 1 et 3 se croisent" "" -- env -i $P LANGUAGE=fr LANG=C.UTF-8 "$hd" --check point:0,0 polygon:0,0,1,1,1,0,0,1
t 2 "hitdemo: 形状描述“circle:0,0,-1”有误：半径必须 >= 0（实际为 -1）" "" -- env -i $P "$hd" --lang zh_CN --check circle:0,0,-1 point:0,0
t 2 "hitdemo: 形状描述“bogus:1”有误：未知的类型“bogus”（应为 point、circle、rect、line、polygon、capsule、arc 或 wedge）" "" -- env -i $P LANG=zh_CN.UTF-8 "$hd" --check bogus:1 point:0,0
t 2 "hitdemo: --sweep: déplacement incorrect «${NN}1,x${NN}»${NN}: le nombre 2 est illisible à «${NN}x${NN}»" "" -- env -i $P "$hd" --lang fr --sweep circle:0,0,1 circle:5,0,1 1,x
t 2 "hitdemo: --sweep: 移动量“1,x”有误：第 2 个数在“x”处无法解析" "" -- env -i $P "$hd" --lang zh_CN --sweep circle:0,0,1 circle:5,0,1 1,x
t 2 "hitdemo: --sweep: spécification de forme incorrecte «${NN}rect:0,0,1${NN}»${NN}: rect prend 4 nombres, reçu 3 (attendu${NN}: rect:X,Y,W,H)" "" -- env -i $P "$hd" --lang fr --sweep rect:0,0,1 circle:5,0,1 1,0
t 2 "hitdemo: rayon incorrect «${NN}0,0,1${NN}»${NN}: le nombre 4 manque (attendu${NN}: X,Y,DX,DY)" "" -- env -i $P "$hd" --lang fr --ray 0,0,1 circle:0,0,1
t 2 "hitdemo: 射线“0,0,1”有误：缺少第 4 个数（应为 X,Y,DX,DY）" "" -- env -i $P "$hd" --lang zh_CN --ray 0,0,1 circle:0,0,1
t 2 "hitdemo: 形状描述“circle:0,0”有误：circle 需要 3 个数，实际为 2 个（应为 circle:CX,CY,R）" "" -- env -i $P "$hd" --lang zh_CN --ray 0,0,1,0 circle:0,0
# ... in the window program's options, scene files and scripts
printf 'description: x\nbase: arc:0,0,5,1,0,90\n' > "$work/badbase.scene"
printf 'base circle:0,0,-1\n' > "$work/badbase.txt"
t 2 "spécification de forme incorrecte «${NN}rect:0,0,-1,1${NN}»${NN}: largeur${NN}: doit être >= 0 (reçu -1)" "" -- env -i $P "$hd" --lang fr --base rect:0,0,-1,1
t 2 "形状描述“rect:0,0,1,-1”有误：高度必须 >= 0（实际为 -1）" "" -- env -i $P "$hd" --lang zh_CN --base rect:0,0,1,-1
t 2 "$work/badbase.scene:2: base: spécification de forme incorrecte «${NN}arc:0,0,5,1,0,90${NN}»${NN}: le rayon intérieur 5 dépasse le rayon extérieur 1" "" -- env -i $P "$hd" --lang fr --scene "$work/badbase.scene"
t 2 "$work/badbase.scene:2: base: 形状描述“arc:0,0,5,1,0,90”有误：内半径 5 大于外半径 1" "" -- env -i $P "$hd" --lang zh_CN --scene "$work/badbase.scene"
t 2 "$work/badbase.txt:1${NN}: &&spécification de forme incorrecte «${NN}circle:0,0,-1${NN}»${NN}: rayon${NN}: doit être >= 0 (reçu -1)" "" -- env -i $P "$hd" --lang fr --headless --script "$work/badbase.txt"
lb=$(cd "$(dirname "$0")/../app/lessons_bad" && pwd)
t 2 "$lb/bad-base.lesson:5: base: spécification de forme incorrecte «${NN}circle:0,0,-1${NN}»${NN}: rayon${NN}: doit être >= 0 (reçu -1)" "" -- env -i $P SDL_VIDEODRIVER=dummy "$hd" --lang fr --headless --lessons "$lb" --lesson 1
t 2 "$lb/bad-base.lesson:5: base: 形状描述“circle:0,0,-1”有误：半径必须 >= 0（实际为 -1）" "" -- env -i $P SDL_VIDEODRIVER=dummy "$hd" --lang zh_CN --headless --lessons "$lb" --lesson 1
# the plural forms where a count is shown
printf 'circle:0,0,1 circle:3,0,1\ncircle:0,0,1 circle:1,0,1\ncircle:0,0,1 circle:0.5,0,1\n' > "$work/two.txt"
t 2 "hitdemo: peer p${NN}: s'est arrêté avec le code 0 avant de répondre à \"circle:0,0,1 circle:3,0,1\" (requête 1 sur 3 de ce lot)" "" -- env -i $P "$hd" --lang fr --check-batch "$work/two.txt" --peer 'p=exit 0' --peer-must-agree
t 1 "le comparateur p contredit la réponse exacte sur 1 ligne${NN}: 1 false_hit&&  ligne 1${NN}: false_hit (exact${NN}: apart${NN}; p dit collide)" "" -- env -i $P "$hd" --lang fr --check-batch "$work/two.txt" --peer 'p=while read l; do echo 1; done' --peer-must-agree
t 1 "hitdemo: le comparateur p contredit la réponse exacte sur 2 lignes${NN}: 2 missed_overlap" "" -- env -i $P "$hd" --lang fr --check-batch "$work/two.txt" --peer 'p=while read l; do echo 0; done' --peer-must-agree
t 1 "对照程序 p 在 2 行上与精确答案不一致" "" -- env -i $P "$hd" --lang zh_CN --check-batch "$work/two.txt" --peer 'p=while read l; do echo 0; done' --peer-must-agree
# --help: its first lines, translated, the options as they are
t 0 "" "usage: hitdemo [options]          ouvre la fenêtre de démonstration&&  --window W,H          taille de la fenêtre" -- env -i $P "$hd" --lang fr --help
t 0 "" "usage: hitdemo [options]          打开演示窗口&&  --window W,H          窗口大小，单位为点（默认 1280,720）" -- env -i $P "$hd" --lang zh_CN --help
[ $bad = 0 ] && echo "ok: the messages in English, French and Chinese, with only the C locale"
exit $bad
