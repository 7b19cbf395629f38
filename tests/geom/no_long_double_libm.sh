#!/bin/sh
# no_long_double_libm.sh FILE...: fails (exit 1, naming them) if an object,
# archive or program among FILE references a C library function that takes
# or returns a long double (fmal, sqrtl, ldexpl, frexpl, fabsl, ...,
# nexttoward, strtold); exit 0 if none does, 2 if nm cannot read a file.
set -u
names='acos|acosh|asin|asinh|atan|atan2|atanh|cbrt|ceil|copysign|cos|cosh|erf|erfc|exp|exp2|expm1|fabs|fdim|floor|fma|fmax|fmin|fmod|frexp|hypot|ilogb|ldexp|lgamma|llrint|llround|log|log10|log1p|log2|logb|lrint|lround|modf|nan|nearbyint|nextafter|nexttoward|pow|remainder|remquo|rint|round|scalbln|scalbn|sin|sinh|sqrt|tan|tanh|tgamma|trunc|sincos|significand|exp10|pow10'
status=0
for f in "$@"; do
    if ! out=$(nm -u "$f" 2>&1); then
        echo "no_long_double_libm: nm cannot read $f: $out" >&2
        exit 2
    fi
    bad=$(printf '%s\n' "$out" | awk '{print $NF}' | sed 's/@.*//' |
          grep -E "^(__)?(($names)l|nexttoward|nexttowardf|strtold|__strtold_internal)(_finite)?$" | sort -u)
    if [ -n "$bad" ]; then
        echo "$f calls long double functions:" $bad
        status=1
    fi
done
[ $status -eq 0 ] && echo "no long double function referenced by $# files"
exit $status
