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
[ $bad = 0 ] && echo "ok: the messages in English, French and Chinese, with only the C locale"
exit $bad
