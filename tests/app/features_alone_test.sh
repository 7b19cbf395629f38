#!/bin/sh
# features_alone_test.sh NM BINARY...: each feature test links the features
# and the layers under them alone: it defines the context's services
# (hd_ctx_refresh_view), no symbol of the shell (the loop, the drivers:
# hd_loop_*, hd_run, hd_script_run_*, hd_soak_*, hd_perf_*, hd_renderer_*,
# hd_web_*) and refers to no SDL_CreateWindow. Exit 1 with each problem.
nm=$1
shift
status=0
for bin in "$@"; do
  defined=$("$nm" --defined-only "$bin") || { echo "$bin: $nm failed"; status=1; continue; }
  if ! printf '%s\n' "$defined" | grep -q ' hd_ctx_refresh_view$'; then
    echo "$bin: hd_ctx_refresh_view is not in it (not a feature test, or stripped)"
    status=1
  fi
  shell=$(printf '%s\n' "$defined" | grep -E ' (hd_loop_[a-z_]*|hd_run|hd_script_run_[a-z_]*|hd_soak_[a-z_]*|hd_perf_[a-z_]*|hd_renderer_[a-z_]*|hd_web_[a-z_]*)$')
  if [ -n "$shell" ]; then
    echo "$bin: links the shell:"
    printf '%s\n' "$shell" | sed 's/^/  /'
    status=1
  fi
  if "$nm" --undefined-only "$bin" | grep -q ' SDL_CreateWindow\(@.*\)\?$'; then
    echo "$bin: refers to SDL_CreateWindow"
    status=1
  fi
  [ $status -ne 0 ] || echo "$bin: the features and the context alone"
done
exit $status
