#!/usr/bin/env python3
"""Computes the import graph of src/ and fails when files, or folders, import each other in a loop.

An edge A -> B means a path in A's production code (tests left out) names an item of the module
file B: `use crate::x::y::Z`, `super::…`, `self::…`, a child module, or such a path written inline.
A `mod` declaration, and a module's file using its own submodules (the facade re-exporting
them), is containment, not an import.

Folder level: the modules that share a parent (`core::game`, the folder `core::pgn`,
`core::message`) are each taken whole, a folder with every file under it, and X -> Y when a file
of X imports a file of Y. A loop among them is a folder-level loop even when no two files close
one: `core/game.rs` -> a file of `core/pgn/` -> `core/message.rs` -> `core/game.rs`.

Exit 1 and print each loop with the files or folders it joins and the names that tie it; exit 0
and print nothing when there is none.

Usage: scripts/import-loops.py [SRC_DIR]
"""
import re
import sys
from pathlib import Path

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def module_of(path: Path, src: Path) -> tuple:
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return tuple(parts)


def strip_comments_and_strings(text: str) -> str:
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c == "r" and re.match(r'r#*"', text[i:i + 8]) and (i == 0 or not re.match(r"[A-Za-z0-9_]", text[i - 1])):
            hashes = re.match(r'r(#*)"', text[i:]).group(1)
            end = text.find('"' + hashes, i + 2 + len(hashes))
            out.append('""')
            i = n if end < 0 else end + 1 + len(hashes)
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:i + 12]) is not None:
            m = re.match(r"'(\\u\{[0-9a-fA-F]+\}|\\x..|\\.|[^\\'])'", text[i:])
            out.append("' '")
            i += len(m.group(0)) if m else 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def strip_test_blocks(code: str) -> str:
    """Drops items gated by #[cfg(test)] (a whole `mod tests { … }` or a single item)."""
    result, i = [], 0
    pattern = re.compile(r"#\[cfg\((?:all\()?test[^\]]*\]")
    while True:
        m = pattern.search(code, i)
        if not m:
            result.append(code[i:])
            break
        result.append(code[i:m.start()])
        j = m.end()
        # skip to the end of the gated item: a `;` before any `{`, or the matching `}`
        depth = 0
        while j < len(code):
            ch = code[j]
            if ch == ";" and depth == 0:
                j += 1
                break
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    j += 1
                    break
            j += 1
        i = j
    return "".join(result)


def use_trees(code: str):
    """Yields the flattened paths of every `use` statement."""
    for m in re.finditer(r"\buse\s+([^;]+);", code):
        yield from expand(m.group(1).replace("\n", " "))


def expand(tree: str):
    tree = tree.strip()
    brace = tree.find("{")
    if brace < 0:
        path = re.split(r"\s+as\s+", tree)[0].strip()
        if path:
            yield path
        return
    prefix = tree[:brace].strip()
    inner = tree[brace + 1:tree.rfind("}")]
    depth, start = 0, 0
    parts = []
    for k, ch in enumerate(inner):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(inner[start:k])
            start = k + 1
    parts.append(inner[start:])
    for part in parts:
        part = part.strip()
        if not part:
            continue
        for sub in expand(part):
            yield (prefix + sub) if prefix else sub


def main() -> int:
    src = Path(sys.argv[1] if len(sys.argv) > 1 else "src")
    files = {}
    for path in sorted(src.rglob("*.rs")):
        if path.name == "tests.rs" or "tests" in path.relative_to(src).parts[:-1]:
            continue
        files[module_of(path, src)] = path
    modules = set(files)

    def resolve(current: tuple, path: str):
        segs = [s for s in path.split("::") if s]
        if not segs:
            return None
        if segs[0] == "crate":
            base, segs = (), segs[1:]
        elif segs[0] == "self":
            base, segs = current, segs[1:]
        elif segs[0] == "super":
            base = current
            while segs and segs[0] == "super":
                base, segs = base[:-1], segs[1:]
        elif current + (segs[0],) in modules:
            base = current
        else:
            return None
        target = base
        for seg in segs:
            if target + (seg,) in modules:
                target = target + (seg,)
            else:
                break
        return target, (segs[len(target) - len(base)] if len(target) - len(base) < len(segs) else "*")

    edges = {}
    for module, path in files.items():
        code = strip_test_blocks(strip_comments_and_strings(path.read_text(encoding="utf-8")))
        paths = list(use_trees(code))
        paths += re.findall(rf"\b(?:crate|super|self)(?:::{IDENT})+", code)
        paths += [p for p in re.findall(rf"\b{IDENT}(?:::{IDENT})+", code) if module + (p.split("::")[0],) in modules]
        for p in paths:
            resolved = resolve(module, p.replace(" ", ""))
            if not resolved:
                continue
            target, name = resolved
            if target == module or target not in files:
                continue
            # A module's file reaching into its own submodules (declaring, re-exporting, calling
            # them) is containment, as `mod` is: only sideways and upward paths can close a loop.
            if target[:len(module)] == module:
                continue
            edges.setdefault(module, {}).setdefault(target, set()).add(name)

    sys.setrecursionlimit(10000)
    found = 0
    name = lambda m: str(files[m])
    for k, component in enumerate(strong_components(sorted(files), edges), 1):
        found += 1
        print(f"import loop {k}: {len(component)} files: {', '.join(name(m) for m in component)}")
        members = set(component)
        for a in component:
            for b, names in sorted(edges.get(a, {}).items()):
                if b in members:
                    print(f"  {name(a)} -> {name(b)}: {', '.join(sorted(names))}")

    # Folder level: each edge counted between the two sides' children of their nearest common
    # module (an edge from a file to its own ancestor's file is none: that is upward, not
    # sideways). Each such child is a file, or a folder with everything under it.
    def has_children(m):
        return any(o[:len(m)] == m and o != m for o in files)

    def folder_name(m):
        return str(src.joinpath(*m)) + "/" if has_children(m) else name(m)

    folder_edges = {}
    for a, targets in edges.items():
        for b, names in targets.items():
            common = 0
            while common < min(len(a), len(b)) and a[common] == b[common]:
                common += 1
            if common in (len(a), len(b)):
                continue
            tie = f"{name(a)} -> {name(b)} ({', '.join(sorted(names))})"
            folder_edges.setdefault(a[:common + 1], {}).setdefault(b[:common + 1], set()).add(tie)
    nodes = sorted(set(folder_edges) | {y for targets in folder_edges.values() for y in targets})
    for component in strong_components(nodes, folder_edges):
        # A loop of files alone is the file-level loop printed above.
        if not any(has_children(m) for m in component):
            continue
        found += 1
        print(f"folder import loop: {len(component)} modules: "
              f"{', '.join(folder_name(m) for m in component)}")
        members = set(component)
        for x in component:
            for y, ties in sorted(folder_edges.get(x, {}).items()):
                if y in members:
                    print(f"  {folder_name(x)} -> {folder_name(y)}:")
                    for tie in sorted(ties):
                        print(f"    {tie}")
    return 1 if found else 0


def strong_components(nodes, edges):
    """Tarjan's strongly connected components of more than one node, each sorted."""
    index, low, stack, on_stack, loops = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, {}):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                loops.append(sorted(component))

    for v in nodes:
        if v not in index:
            visit(v)
    return loops


if __name__ == "__main__":
    sys.exit(main())
