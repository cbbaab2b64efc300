"""The structure of the engine (issue 14): the chapters are mixins of one
:class:`~games.poker.base.PokerBase`, and every method one chapter calls on
another is declared there, so that each chapter stands on the base alone (as
a type checker would see it); no module of the engine imports the sitting or
the game but those that compose them."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import games.poker
from games.core.state import State
from games.poker.base import PokerBase
from games.poker.game import Game

POKER = Path(games.poker.__file__).parent
CHAPTERS = ("ante", "betting", "deal", "draw", "play", "show", "remedies")


def _class_of(module: str) -> ast.ClassDef:
    tree = ast.parse((POKER / f"{module}.py").read_text(encoding="utf-8"))
    (cls,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name.endswith("Chapter")]
    return cls


def _declared(cls: type) -> set[str]:
    """What the class declares: its methods and annotated fields, and the core state's own fields."""
    names: set[str] = set()
    for klass in cls.__mro__:
        names |= set(vars(klass)) | set(getattr(klass, "__annotations__", {}))
    init = ast.parse(inspect.getsource(State.__init__).strip())
    names |= {t.attr for n in ast.walk(init) if isinstance(n, (ast.Assign, ast.AnnAssign))
              for t in (n.targets if isinstance(n, ast.Assign) else [n.target]) if isinstance(t, ast.Attribute)}
    return names


@pytest.mark.parametrize("module", CHAPTERS)
def test_a_chapter_calls_only_what_it_or_the_base_declares(module):
    cls = _class_of(module)
    own = {n.name for n in cls.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    base = _declared(PokerBase)
    used = {n.attr for n in ast.walk(cls) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == "self"}
    undeclared = sorted(used - own - base)
    assert not undeclared, f"{module} calls {undeclared}: declare them on PokerBase"


def test_every_duty_of_the_base_is_carried_out_by_the_chapter_it_names():
    duties = PokerBase.duties()
    assert duties
    for name, chapter in duties.items():
        fn = getattr(Game, name)
        assert not hasattr(fn, "_duty_of"), f"{name}: no chapter carries it out"
        module = inspect.getmodule(fn).__name__.rpartition(".")[2]
        assert module == chapter, f"{name} is declared as the {chapter} chapter's, but {module} carries it out"


def test_a_duty_not_composed_says_whose_it_is():
    class Bare(PokerBase):
        pass

    with pytest.raises(NotImplementedError, match="draw chapter"):
        Bare._start_draw(object.__new__(Bare))


def test_only_the_sitting_and_the_set_pieces_import_the_game():
    for path in POKER.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        if "games.poker.sitting" in imported:
            assert path.stem in ("__init__", "scenarios", "audit"), f"{path.name} imports the sitting"
        if "games.poker.game" in imported:
            assert path.stem in ("__init__", "scenarios", "sitting"), f"{path.name} imports the game"


def test_the_game_is_a_state():
    assert issubclass(Game, State) and issubclass(Game, PokerBase)
