"""The teacher's pages: lesson exercises and the teacher's key.

Directives (MyST)::

    :::{lesson-exercises} vingt-un-probability
    :::                                  the exercises of one lesson, for the student

    :::{lesson-key}
    :::                                  every lesson's answers, solutions, mistakes and simulations

Everything is computed by the ``games`` package when the site is built
(:mod:`games.lessons`; the Poker comparison is a ``games-table`` of
:func:`games.poker.census.ranking_comparison_table`): no answer and no count
is typed into a page.  Each exercise says how its answer is known: computed by the code that
carries out its laws, or, for a game the code does not run yet (Whist), a reading of the text.  Law ids are cited with the law domain's ``{law}`` role, so a
citation of a law that does not exist is a build error.
"""

from __future__ import annotations

import os
from fractions import Fraction
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

#: The code the lessons' pages are computed by; the modules of ``games`` it imports are found by
#: ``gamestables.code_files`` (the one rule of the pages computed by ``games`` code).
_LESSON_SOURCES = ("games.lessons", "games.laws")

#: Trials and seed of the simulations shown in the key (the same every build).
SIM_TRIALS = 20000
SIM_SEED = 1891


def _answer_line(answer: str, solution: str) -> str:
    """``yes. You hold ...`` from the answer and its solution, the answer said once (a solution that
    opens with it, "Yes. You hold ...", does not repeat it: never "Answer: yes. Yes.")."""
    head = f"{answer}."
    if solution[: len(head)].lower() == head.lower():
        solution = solution[len(head):].lstrip()
    return f"{answer}. {_md_escape(solution)}" if solution else f"{answer}."


def _md_escape(text: str) -> str:
    return text.replace("*", "\\*").replace("_", "\\_").replace("`", "\\`")


def _laws(ids: tuple[str, ...]) -> str:
    return ", ".join(f"{{law}}`{i}`" for i in ids)


def book_words(ex, text: str) -> str:
    """An exercise's words in its book's own word for its laws: where every law it reads is of a
    book that calls its laws Rules (Peel's Poker), "law 71" is "Rule 71" (``games.laws.CODES``)."""
    import re

    from games.laws import CODES

    units = {CODES[i.partition(":")[0]].unit for i in ex.laws if i.partition(":")[0] in CODES}
    if len(units) != 1 or (unit := units.pop()) in ("law", "\u00b6", "round"):
        return text
    return re.sub(r"\b([Ll])aw(s?) (\d+[a-z]?)\b", lambda m: f"{unit.capitalize()}{m.group(2)} {m.group(3)}", text)


def not_running(ex) -> list[str]:
    """The games of an exercise's laws that the code does not carry out yet (no law of them is
    tagged as implemented): its answer is then a reading of the text, not a computation."""
    from games.laws import CODES, discover

    implementations, _ = discover()
    games = []
    for law_id in ex.laws:
        code = law_id.partition(":")[0]
        if law_id not in implementations and not any(i.partition(":")[0] == code for i in implementations):
            game = CODES[code].game if code in CODES else code
            if game not in games:
                games.append(game)
    return games


def provenance(ex) -> str:
    """How the answer of an exercise is known, for the student's page and the teacher's key."""
    games = not_running(ex)
    if not games:
        return ("*How the answer is known:* computed by the edition's code, which carries out the laws "
                "it reads.")
    names = " and ".join(games)
    return (f"*How the answer is known:* a reading of the text. The code does not run {names} yet: "
            f"the answer is the editors' reading of the law's words, which the checker compares with yours; "
            f"the law itself is not carried out.")


class _Generated(SphinxDirective):
    has_content = False

    def parse(self, lines: list[str], classes: list[str]) -> list[nodes.Node]:
        from gamestables import note_code

        note_code(self.env, _LESSON_SOURCES)
        self.env.note_dependency(os.path.abspath(__file__))
        box = nodes.container(classes=classes)
        self.state.nested_parse(StringList(lines, source=self.get_source_info()[0]), self.content_offset, box)
        return [box]


class LessonExercisesDirective(_Generated):
    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        from games.lessons import lesson

        le = lesson(self.arguments[0].strip())
        lines: list[str] = []
        for n, ex in enumerate(le.exercises, 1):
            lines += [
                ":::{container} exercise",
                f"**Exercise {n}.** {_md_escape(book_words(ex, ex.prompt))}",
                "",
                provenance(ex),
                "",
                f"*Laws:* {_laws(ex.laws)}. *Answer as:* "
                + {"probability": "a fraction (or a decimal to four places)", "count": "a whole number",
                   "yes-no": "yes or no"}[ex.kind]
                + f". *Check it in the notebook:* `check(\"{ex.id}\", your_answer)`.",
                ":::",
                "",
            ]
        return self.parse(lines, ["lesson-exercises"])


class LessonKeyDirective(_Generated):
    optional_arguments = 1

    def run(self) -> list[nodes.Node]:
        from games.lessons import all_lessons, lesson
        from games.lessons.core import format_answer

        lessons = [lesson(self.arguments[0].strip())] if self.arguments else list(all_lessons())
        lines: list[str] = []
        for le in lessons:
            lines += [f"## {le.title}", ""]
            for n, ex in enumerate(le.exercises, 1):
                lines += [
                    ":::{container} exercise exercise-answer",
                    f"**{n}. {_md_escape(book_words(ex, ex.prompt))}**",
                    "",
                    f"**Answer:** {_answer_line(format_answer(ex.answer, ex.kind), book_words(ex, ex.solution))}",
                    "",
                    provenance(ex),
                    "",
                    f"*Laws:* {_laws(ex.laws)}. *Exercise id:* `{ex.id}`.",
                    "",
                ]
                if ex.mistakes:
                    lines += ["*Mistakes the checker recognises:*", ""]
                    for m in ex.mistakes:
                        lines.append(f"- {format_answer(m.answer, ex.kind)}: {_md_escape(book_words(ex, m.message))}")
                    lines.append("")
                if ex.simulate is not None:
                    est = ex.simulate(SIM_TRIALS, SIM_SEED)
                    lines += [f"*Simulation:* {SIM_TRIALS:,} seeded deals (seed {SIM_SEED}) give {est:.4f}, "
                              f"against the exact {float(Fraction(ex.answer)):.4f}.", ""]
                lines += [":::", ""]
        return self.parse(lines, ["lesson-key"])


class LessonAnswersDirective(_Generated):
    """``:::{lesson-answers}``: how the answers of the lessons are known, counted from the exercises
    and the laws the code carries out (a sentence for the lessons' index)."""

    def run(self) -> list[nodes.Node]:
        from games.lessons import all_lessons

        exercises = [ex for le in all_lessons() for ex in le.exercises]
        read = [ex for ex in exercises if not_running(ex)]
        computed = len(exercises) - len(read)
        games = sorted({g for ex in read for g in not_running(ex)})
        lessons = [le.title for le in all_lessons() if any(ex in read for ex in le.exercises)]
        text = (f"Of the {len(exercises)} exercises, {computed} have answers computed exactly by the edition's "
                f"code, which carries out the laws they read")
        if read:
            text += (f"; the other {len(read)} (in *{'*, *'.join(lessons)}*) are on {' and '.join(games)}, which "
                     f"the code does not run yet: their answers are the editors' readings of the text. Each "
                     f"exercise says which it is")
        return self.parse([text + ". The checker knows every answer.", ""], ["lesson-answers"])


def _epub_without_jupyterlite(app: Sphinx) -> None:
    """builder-inited: an EPUB carries no JupyterLite.  jupyterlite_sphinx would build it for any
    builder of the html format, the EPUB builders included, into the EPUB's folder, and the
    browser layer's check of that build (litesetup.check_offline) would then look for it."""
    if not app.builder.name.startswith("epub"):
        return
    for listener in list(app.events.listeners.get("build-finished", [])):
        handler = listener.handler
        name = (getattr(handler, "__module__", "") or "").rsplit(".", 1)[-1], getattr(handler, "__name__", "")
        if name in {("jupyterlite_sphinx", "jupyterlite_build"), ("litesetup", "check_offline")}:
            app.disconnect(listener.id)


def _epub_without_play_panels(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """doctree-resolved: in an EPUB a Play panel (which needs the browser's Python) becomes its
    own explanatory text and a line saying where to play."""
    if not app.builder.name.startswith("epub"):
        return
    for node in list(doctree.findall(nodes.Element)):
        if type(node).__name__ != "play_panel":
            continue
        box = nodes.container(classes=["play-offline"])
        box += node.children
        box += nodes.paragraph("", "The game can be played in the web edition of this page, where Python "
                                   "runs in the browser; an e-book cannot run it.")
        node.replace_self(box)


def _epub_without_notebook_checks(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """doctree-resolved: in an EPUB an exercise does not say "check it in the notebook" (the notebook
    runs Python in the browser); its answer is in the teacher's key."""
    if not app.builder.name.startswith("epub"):
        return
    for box in list(doctree.findall(nodes.container)):
        if "exercise" not in box["classes"] or "exercise-answer" in box["classes"]:
            continue
        for em in list(box.findall(nodes.emphasis)):
            if em.astext() != "Check it in the notebook:":
                continue
            para = em.parent
            i = para.index(em)
            for tail in para.children[i:]:
                para.remove(tail)
            para += nodes.Text("The answer is in the teacher's key.")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("doctree-resolved", _epub_without_notebook_checks)
    app.connect("builder-inited", _epub_without_jupyterlite)
    app.connect("doctree-resolved", _epub_without_play_panels)
    app.add_directive("lesson-exercises", LessonExercisesDirective)
    app.add_directive("lesson-key", LessonKeyDirective)
    app.add_directive("lesson-answers", LessonAnswersDirective)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
