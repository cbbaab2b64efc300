"""``toctree-existing``: a toctree that leaves out the pages not (yet) in the source.

The top menu names pages written on other branches (the Lessons and the Glossary); until
they are merged the entry is left out, instead of the build failing on a missing page::

    ```{toctree-existing}
    :hidden:

    Lessons <lessons/index>
    ```

Everything else is Sphinx's ``toctree``.
"""

from __future__ import annotations

import re
from typing import Any

from sphinx.application import Sphinx
from sphinx.directives.other import TocTree
from sphinx.util import docname_join

_EXPLICIT = re.compile(r"^(.+?)\s*<(.+)>$")


class ExistingTocTree(TocTree):
    def run(self):
        kept = []
        for line in self.content:
            entry = line.strip()
            m = _EXPLICIT.match(entry)
            target = m.group(2) if m else entry
            if not entry or target.startswith(("http://", "https://")) or entry == "self" or \
                    docname_join(self.env.docname, target) in self.env.found_docs:
                kept.append(line)
        self.content = type(self.content)(kept, items=[self.content.items[0]] * len(kept)) if kept else \
            type(self.content)([])
        if not kept:
            return []
        return super().run()


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("toctree-existing", ExistingTocTree)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
