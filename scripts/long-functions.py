#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lists the C++ functions longer than a limit (default 100 lines) in app/, model/, views/, lessons/.

Usage: scripts/long-functions.py [--limit N] [DIR...]   (from the repository's root)
Prints `file:line: lines name` per function, longest first; exits 1 when any is found.

Limits: brace matching; raw strings and macro-made bodies are missed, lambdas count inside.
"""

import argparse
import os
import re
import sys

SOURCE_ENDINGS = (".cpp", ".h")
# What may follow a parameter list before the body: const, noexcept, override, final,
# a trailing return type, `-> T`, `= default` is not a body.
QUALIFIERS = re.compile(r"\)\s*(?:const|noexcept|override|final|mutable|&|&&|->\s*[\w:<>,\s*&]+|\s)*$")
NOT_FUNCTIONS = re.compile(r"\b(?:if|for|while|switch|catch|return|sizeof|decltype)\s*\($")
NAME = re.compile(r"([~\w:<>]+(?:operator\s*[^\s(]+)?)\s*\($")


def blank(text):
    """The text with comments, strings and character literals made spaces (lines kept)."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + " " * max(0, j - i - 2) + (c if j - i >= 2 else ""))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def matching_paren(text, close):
    """The index of the `(` that the `)` at `close` closes, or -1."""
    depth = 0
    for i in range(close, -1, -1):
        if text[i] == ")":
            depth += 1
        elif text[i] == "(":
            depth -= 1
            if depth == 0:
                return i
    return -1


def function_name(text, brace):
    """The function's name when the `{` at `brace` opens a function body, else None."""
    start = max(text.rfind(";", 0, brace), text.rfind("}", 0, brace), text.rfind("{", 0, brace))
    head = text[start + 1:brace]
    # A constructor's initialiser list: back to the `)` of its parameters.
    init = re.search(r"\)\s*(?:const\s*)?(?:noexcept\s*)?:(?!:)", head)
    if init:
        head = head[:init.start() + 1]
    elif not QUALIFIERS.search(head):
        return None
    close = head.rfind(")")
    if close < 0:
        return None
    open_ = matching_paren(head, close)
    if open_ < 0:
        return None
    before = head[:open_ + 1].rstrip()
    if NOT_FUNCTIONS.search(before) or before.rstrip("(").rstrip().endswith("]"):
        return None  # a statement or a lambda
    match = NAME.search(before)
    if not match or match.group(1) in ("Q_OBJECT",):
        return None
    return match.group(1)


def long_functions(path, limit):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = blank(f.read())
    found = []
    stack = []  # (index of `{`, function name or None)
    for i, c in enumerate(text):
        if c == "{":
            inside_function = any(name for _, name in stack)
            stack.append((i, None if inside_function else function_name(text, i)))
        elif c == "}" and stack:
            start, name = stack.pop()
            if name:
                first = text.count("\n", 0, start) + 1
                last = text.count("\n", 0, i) + 1
                lines = last - first + 1
                if lines > limit:
                    found.append((lines, path, first, name))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=100)
    parser.add_argument("dirs", nargs="*", default=["app", "model", "views", "lessons"])
    args = parser.parse_args()
    found = []
    for top in args.dirs:
        for root, _, files in os.walk(top):
            for name in sorted(files):
                if name.endswith(SOURCE_ENDINGS):
                    found += long_functions(os.path.join(root, name), args.limit)
    for lines, path, first, name in sorted(found, key=lambda f: (-f[0], f[1])):
        print(f"{path}:{first}: {lines} {name}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
