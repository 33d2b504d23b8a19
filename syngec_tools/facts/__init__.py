"""Fact extraction for fact-aware summarisation (FA-TR, Gao et al.): (subject, predicate, object)
triples from a UD parse (``ud``), Chinese POS patterns (``jieba_facts``), parser back-ends
(``parsers``), file formats (``io``) and the document/file driver (``extract``)."""
