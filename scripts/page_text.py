#!/usr/bin/env python3
"""page_text.py ROOT OUT: the characters the page may draw from its
catalogs and bundled files, for the fonts' subsets (web/CMakeLists.txt runs
it at build time, before pyftsubset).

Reads every po/*.po (the catalogs the page embeds) and every text file
under assets/ (lessons and scenes in every language, scripts), and writes
to OUT, in UTF-8 on one line, each character above U+007E they hold, in
code point order (printable ASCII is in every subset anyway). A text file
that is not UTF-8 is an error (the page could not show it either); a binary
file (a NUL byte) is passed over.
Prints one line: how many characters, from how many files."""
import pathlib
import sys


def page_files(root):
    """The files whose text the page may draw, sorted."""
    root = pathlib.Path(root)
    files = sorted((root / "po").glob("*.po"))
    files += sorted(p for p in (root / "assets").rglob("*") if p.is_file())
    return files


def page_chars(root):
    """{character: first file holding it} over page_files(root)."""
    seen = {}
    for p in page_files(root):
        data = p.read_bytes()
        if b"\0" in data:  # a binary file (an image): no text to draw
            continue
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise SystemExit("page_text.py: %s is not UTF-8 (%s)" % (p, e))
        for ch in text:
            if ord(ch) > 0x7E and ch not in seen:
                seen[ch] = p
    return seen


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: page_text.py ROOT OUT")
    root, out = sys.argv[1], pathlib.Path(sys.argv[2])
    chars = page_chars(root)
    text = "".join(sorted(chars)) + "\n"
    # written only when it changes: the fonts are cut again only then
    if not out.exists() or out.read_text(encoding="utf-8") != text:
        out.write_text(text, encoding="utf-8")
    cjk = sum(1 for c in chars if 0x2E80 <= ord(c) <= 0x9FFF or 0xF900 <= ord(c) <= 0xFFEF)
    print("page text: %d characters above U+007E (%d CJK) from %d files" % (len(chars), cjk, len(page_files(root))))


if __name__ == "__main__":
    main()
