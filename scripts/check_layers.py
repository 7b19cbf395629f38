#!/usr/bin/env python3
"""The include rules of hitdemo's source tree, and its one palette, checked
(docs/layers.md).

Usage: check_layers.py [ROOT]

ROOT is the source tree (default: the folder above this script). Every .c,
.cpp and .h file under ROOT/src and ROOT/include is read, and each problem is
printed as one line `path:line: what`:
  - an include of a header from a higher layer, or between two layers
    that sit side by side (cli, peers and draw);
  - an SDL header where the layer allows none, or SDL2_gfx / SDL2_ttf
    outside draw;
  - a quoted or <hitdemo/...> include that names no file of the tree;
  - a header name that exists in two folders (a quoted include of it
    would depend on the search order);
  - a source file in no layer's folder;
  - a cycle in the module graph (a module is a .c file and the .h of the
    same stem): each such cycle once, with the includes that make it;
  - a colour written as numbers in the window program (src/demo) outside
    src/demo/draw/palette.h, which names every colour it draws.
Then a summary line. Exit status: 1 if any problem, 0 if none, 2 on a
usage error.
"""
import os
import re
import sys
from collections import deque

# The layers, lowest first: (rank, name, folders, SDL headers allowed).
# A file may include the headers of its own layer and of the layers of a
# lower rank, never of a higher one. Two layers of the same rank sit side by
# side and neither includes the other: cli (check modes, launcher), peers
# (the built-in peers, programs of their own) and draw build on the layers
# below, and nothing below ctx needs two of them.
# SDL headers allowed:
#   "none": no SDL header at all (<SDL.h>, <SDL2/...>, SDL_image, SDL2_gfx,
#           SDL2_ttf): the layer builds and is tested without SDL;
#   "sdl":  SDL2 and SDL_image, but not SDL2_gfx or SDL2_ttf;
#   "all":  also SDL2_gfx and SDL2_ttf: draw is the only code that draws
#           primitives and text.
# <hitdemo/x.h> is include/hitdemo/x.h; any other <...> header is a system
# header and only the SDL rules apply to it.
LAYERS = [
    (0, "geom", ("src/geom", "include/hitdemo"), "none"),  # the library and its public headers
    (1, "naive", ("src/naive",), "none"),                  # the seed articles' formulas
    (2, "model", ("src/demo/model",), "none"),             # the window program's pure model
    (3, "formats", ("src/demo/formats",), "none"),         # parsers and writers
    (4, "cli", ("src/cli",), "none"),                      # check modes, the launcher
    (4, "peers", ("src/peers",), "none"),                  # the built-in peers' programs
    (4, "draw", ("src/demo/draw",), "all"),                # palette, primitives, render, HUD
    (5, "ctx", ("src/demo/ctx",), "sdl"),                  # shared state and its services
    (6, "features", ("src/demo/features",), "sdl"),        # nav, drag, editing, scenes, ...
    (7, "shell", ("src/demo/shell",), "sdl"),              # the loop, main, web, drivers
]

# Where a quoted include with a folder in its name ("draw/gfx.h") is looked
# for after the including file's folder and the layers' folders.
EXTRA_ROOTS = ("src/demo", "src", "include")

SCANNED = ("src", "include")

# The files read: C sources and headers, and the C++ of a peer adapter
# whose library is C++ (src/peers/peer_box2d.cpp), a module like a .c file.
SOURCE_EXTS = (".c", ".h", ".cpp")


def drop_ext(rel):
    """rel without its .c, .cpp or .h."""
    return os.path.splitext(rel)[0]

INCLUDE_RE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]*)[>"]')

# The one file of the window program that writes colours as numbers, and
# what a colour written as numbers looks like elsewhere: HD_RGBA(0x.., or a
# number), three hex bytes in braces, an SDL_Color of numbers, a *COL*
# macro defined as numbers, SDL_SetRenderDrawColor with numbers.
PALETTE = "src/demo/draw/palette.h"
NUM = r"(?:0[xX][0-9a-fA-F]+|[0-9]+)"
COLOUR_RES = [re.compile(p) for p in (
    r"\bHD_RGBA\s*\(\s*" + NUM,
    r"\{\s*0[xX][0-9a-fA-F]{2}\s*,\s*0[xX][0-9a-fA-F]{2}\s*,\s*0[xX][0-9a-fA-F]{2}\b",
    r"\bSDL_Color\s*\)?\s*(?:\w+\s*=\s*)?\{\s*" + NUM,
    r"^[ \t]*#[ \t]*define[ \t]+\w*COL\w*[ \t]+" + NUM,
    r"\bSDL_SetRenderDrawColor\s*\([^,]*,\s*" + NUM,
)]

# The SDL2_gfx library's headers.
GFX_HEADERS = ("SDL2_gfxPrimitives", "SDL2_rotozoom", "SDL2_framerate", "SDL2_imageFilter")


def usage(msg):
    sys.stderr.write("check_layers: %s\nusage: scripts/check_layers.sh [ROOT]\n" % msg)
    sys.exit(2)


def strip_comments(text):
    """The text with every comment blanked (newlines kept, so line numbers
    hold); string and character literals are left as they are."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "/" and text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif c == "/" and text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            i = end
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def sdl_kind(name):
    """What an included name is for the SDL rules: "gfx" (SDL2_gfx),
    "ttf" (SDL2_ttf), "sdl" (SDL2 or another of its libraries) or None."""
    base = name[5:] if name.startswith("SDL2/") else name
    stem = os.path.splitext(base)[0]
    if stem in GFX_HEADERS or stem.startswith("SDL2_gfx"):
        return "gfx"
    if stem == "SDL_ttf":
        return "ttf"
    if name.startswith("SDL2/") or stem == "SDL" or stem.startswith("SDL_") or stem.startswith("SDL2_"):
        return "sdl"
    return None


class Tree:
    def __init__(self, root):
        self.root = root
        self.files = []      # relative paths of every .c and .h scanned
        self.layer_of = {}   # relative path -> layer tuple
        self.problems = []   # (path, line, message)
        self.checked = 0     # includes looked at
        for top in SCANNED:
            for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
                dirnames.sort()
                for f in sorted(filenames):
                    if f.endswith(SOURCE_EXTS):
                        rel = os.path.relpath(os.path.join(dirpath, f), root).replace(os.sep, "/")
                        self.files.append(rel)
        self.files.sort()
        for rel in self.files:
            layer = self.find_layer(rel)
            if layer is None:
                self.problem(rel, 1, "in no layer's folder (add its folder to LAYERS in scripts/check_layers.py)")
            else:
                self.layer_of[rel] = layer
        self.layer_dirs = [d for layer in LAYERS for d in layer[2]]

    def problem(self, path, line, msg, kind="other"):
        self.problems.append((path, line, msg, kind))

    @staticmethod
    def find_layer(rel):
        best = None
        for layer in LAYERS:
            for d in layer[2]:
                if rel.startswith(d + "/") and (best is None or len(d) > len(best[0])):
                    best = (d, layer)
        return best[1] if best else None

    def resolve_quoted(self, rel, name):
        """The file a quoted include names: the including file's folder
        first, then the layers' folders, then EXTRA_ROOTS; None if none."""
        here = os.path.normpath(os.path.join(os.path.dirname(rel), name)).replace(os.sep, "/")
        if here in self.layer_of:
            return here
        for d in self.layer_dirs + list(EXTRA_ROOTS):
            cand = os.path.normpath(os.path.join(d, name)).replace(os.sep, "/")
            if cand in self.layer_of:
                return cand
        return None

    def check_duplicates(self):
        by_name = {}
        for rel in self.files:
            if rel.endswith(".h"):
                by_name.setdefault(os.path.basename(rel), []).append(rel)
        for name, paths in sorted(by_name.items()):
            if len(paths) > 1:
                self.problem(paths[0], 1, "header name %s is in %d folders: %s (a quoted include of it depends on "
                             "the search order; rename one)" % (name, len(paths), ", ".join(paths)))

    def read_includes(self, rel):
        """[(line, '<' or '"', name)] of a file, comments left out."""
        with open(os.path.join(self.root, rel), encoding="utf-8", errors="replace") as f:
            text = strip_comments(f.read())
        out = []
        for no, line in enumerate(text.split("\n"), 1):
            m = INCLUDE_RE.match(line)
            if m:
                out.append((no, m.group(1), m.group(2).strip()))
        return out

    def check_includes(self):
        """Checks every include against the layers and the SDL rules;
        returns [(from_path, line, shown name, to_path)] of the includes
        that name a file of the tree."""
        edges = []
        for rel in self.files:
            layer = self.layer_of.get(rel)
            if layer is None:
                continue
            for line, kind, name in self.read_includes(rel):
                self.checked += 1
                shown = '"%s"' % name if kind == '"' else "<%s>" % name
                if kind == "<" and name.startswith("hitdemo/"):
                    target = "include/" + name
                    if target not in self.layer_of:
                        self.problem(rel, line, "includes %s: no such file %s" % (shown, target))
                        continue
                elif kind == '"':
                    target = self.resolve_quoted(rel, name)
                    if target is None:
                        if sdl_kind(name):
                            self.check_sdl(rel, line, layer, shown, name)
                        else:
                            self.problem(rel, line, "includes %s: no such file in its folder or any layer's" % shown)
                        continue
                else:
                    self.check_sdl(rel, line, layer, shown, name)
                    continue
                to = self.layer_of[target]
                if to[0] > layer[0]:
                    self.problem(rel, line, "includes %s = %s (%s is above %s)" % (shown, target, to[1], layer[1]),
                                 "layer")
                elif to[0] == layer[0] and to[1] != layer[1]:
                    self.problem(rel, line, "includes %s = %s (%s and %s sit side by side: neither includes "
                                 "the other)" % (shown, target, to[1], layer[1]), "layer")
                edges.append((rel, line, shown, target))
        return edges

    def check_sdl(self, rel, line, layer, shown, name):
        kind = sdl_kind(name)
        if kind is None:
            return
        allowed = layer[3]
        if allowed == "none":
            self.problem(rel, line, "includes %s (%s includes no SDL header)" % (shown, layer[1]), "sdl")
        elif allowed == "sdl" and kind in ("gfx", "ttf"):
            self.problem(rel, line, "includes %s (only draw includes %s)" %
                         (shown, "SDL2_gfx" if kind == "gfx" else "SDL2_ttf"), "sdl")

    def check_colours(self):
        for rel in self.files:
            if not rel.startswith("src/demo/") or rel == PALETTE:
                continue
            with open(os.path.join(self.root, rel), encoding="utf-8", errors="replace") as f:
                text = strip_comments(f.read())
            for no, line in enumerate(text.split("\n"), 1):
                if any(r.search(line) for r in COLOUR_RES):
                    self.problem(rel, no, "a colour written as numbers (name it in %s)" % PALETTE)

    def modules(self):
        """path -> module name. A .c file is a module; a header belongs to
        the .c of its stem in its own folder, else to the only .c of its
        stem anywhere, else it is a module of its own."""
        c_by_stem = {}
        for rel in self.layer_of:
            if not rel.endswith(".h"):
                c_by_stem.setdefault(os.path.basename(drop_ext(rel)), []).append(rel)
        owner = {}
        for rel in self.layer_of:
            if not rel.endswith(".h"):
                owner[rel] = drop_ext(rel)
            else:
                stem = os.path.basename(rel)[:-2]
                cs = c_by_stem.get(stem, [])
                same = [c for c in cs if os.path.dirname(c) == os.path.dirname(rel)]
                if same:
                    owner[rel] = drop_ext(same[0])
                elif len(cs) == 1:
                    owner[rel] = drop_ext(cs[0])
                else:
                    owner[rel] = rel[:-2]
        # Short names for the report: layer/stem where that is unique.
        short = {}
        for mod in set(owner.values()):
            for rel in (mod + ".c", mod + ".cpp", mod + ".h"):
                if rel in self.layer_of:
                    short[mod] = "%s/%s" % (self.layer_of[rel][1], os.path.basename(mod))
                    break
        names = list(short.values())
        return {rel: (short[mod] if names.count(short[mod]) == 1 else mod) for rel, mod in owner.items()}

    def check_cycles(self, edges):
        """Reports the shortest cycle through each include of the module
        graph that lies on a cycle, each distinct cycle once, shortest
        first: every such include is named, where listing every cycle could
        run to thousands in a tangle."""
        mod = self.modules()
        graph = {}   # module -> {module: (from_path, line, shown)}: the first include making the edge
        for rel, line, shown, target in edges:
            a, b = mod[rel], mod[target]
            if a != b:
                graph.setdefault(a, {}).setdefault(b, (rel, line, shown))
                graph.setdefault(b, {})
        cycles = set()
        for comp in strongly_connected(graph):
            if len(comp) < 2:
                continue
            members = set(comp)
            for u in sorted(comp):
                for v in sorted(graph[u]):
                    if v in members:
                        path = shortest_path(graph, v, u, members)
                        cyc = [u] + path[:-1]
                        k = cyc.index(min(cyc))
                        cycles.add(tuple(cyc[k:] + cyc[:k]))
        in_cycles = set()
        for cyc in sorted(cycles, key=lambda c: (len(c), c)):
            in_cycles.update(cyc)
            hops = []
            for i, a in enumerate(cyc):
                b = cyc[(i + 1) % len(cyc)]
                rel, line, shown = graph[a][b]
                hops.append("%s:%d includes %s" % (rel, line, shown))
            first = graph[cyc[0]][cyc[1]]
            self.problem(first[0], first[1], "include cycle of %d modules: %s -> %s: %s" %
                         (len(cyc), " -> ".join(cyc), cyc[0], ", ".join(hops)), "cycle")
        return len(cycles), sorted(in_cycles)


def strongly_connected(graph):
    """Tarjan's strongly connected components, iteratively."""
    index, low, on, stack, comps = {}, {}, set(), [], []
    counter = [0]
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            node, it = work[-1]
            nxt = next(it, None)
            if nxt is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == node:
                            break
                    comps.append(comp)
            elif nxt not in index:
                index[nxt] = low[nxt] = counter[0]
                counter[0] += 1
                stack.append(nxt)
                on.add(nxt)
                work.append((nxt, iter(sorted(graph[nxt]))))
            elif nxt in on:
                low[node] = min(low[node], index[nxt])
    return comps


def shortest_path(graph, src, dst, members):
    """The nodes from src to dst (both included) along the fewest edges
    inside members (breadth first, neighbours in name order)."""
    prev = {src: None}
    queue = deque([src])
    while queue:
        node = queue.popleft()
        if node == dst:
            break
        for nxt in sorted(graph[node]):
            if nxt in members and nxt not in prev:
                prev[nxt] = node
                queue.append(nxt)
    path, node = [], dst
    while node is not None:
        path.append(node)
        node = prev[node]
    return path[::-1]


def main(argv):
    args = argv[1:]
    if args and args[0] in ("-h", "--help"):
        sys.stdout.write(__doc__)
        return 0
    if any(a.startswith("-") for a in args):
        usage("unknown option %s" % next(a for a in args if a.startswith("-")))
    if len(args) > 1:
        usage("one source tree at most, got %d arguments" % len(args))
    root = args[0] if args else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if not os.path.isdir(os.path.join(root, "src")):
        usage("%s: not a source tree (no src/ folder)" % root)
    tree = Tree(root)
    tree.check_duplicates()
    edges = tree.check_includes()
    n_cycles, in_cycles = tree.check_cycles(edges)
    tree.check_colours()
    for path, line, msg, _ in tree.problems:
        print("%s:%d: %s" % (path, line, msg))
    n_layer, n_sdl = (sum(1 for p in tree.problems if p[3] == k) for k in ("layer", "sdl"))
    if tree.problems:
        print("check_layers: %d problems in %d files (%d includes): %d against the layer order, %d SDL includes, "
              "%d include cycles among %d modules%s, %d other" %
              (len(tree.problems), len(tree.files), tree.checked, n_layer, n_sdl, n_cycles, len(in_cycles),
               (" (" + ", ".join(in_cycles) + ")") if in_cycles else "",
               len(tree.problems) - n_layer - n_sdl - n_cycles))
        return 1
    print("check_layers: %d files, %d includes: no problem" % (len(tree.files), tree.checked))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
