"""Lessons for teachers: exercises whose answers the code checks.

Each lesson of the site (``source/lessons/``) has exercises here, each a record
(:class:`~games.lessons.core.Exercise`): its prompt, its exact answer computed by
the package (a :class:`~fractions.Fraction` where it is a probability), the
worked solution for the teacher's key, the mistakes the checker recognises, and a
seeded simulation where one fits.  In a notebook::

    from games.lessons import check
    check("vingt-un-natural", "32/663")

Pure Python, no dependencies: it runs in the browser (JupyterLite) as on paper.
"""

from games.lessons.catalogue import all_exercises, all_lessons, check, exercise, lesson
from games.lessons.core import Exercise, Feedback, Lesson, Mistake, check_answer, parse_answer

__all__ = ["all_lessons", "all_exercises", "lesson", "exercise", "check", "Exercise", "Feedback", "Lesson",
           "Mistake", "check_answer", "parse_answer"]
