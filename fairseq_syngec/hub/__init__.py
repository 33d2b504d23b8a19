"""Use a trained GEC checkpoint from Python, on fairseq's hub utilities.

    >>> from fairseq_syngec import GECModel
    >>> gec = GECModel.from_pretrained("work/gec/checkpoints", checkpoint_file="checkpoint_best.pt",
    ...                                data_name_or_path="work/gec/data-bin",
    ...                                sentencepiece_model="work/gec/spm.model")  # doctest: +SKIP
    >>> gec.correct(["He go to school yesterday ."])  # doctest: +SKIP
    ['He went to school yesterday .']

``GECModel`` is a :class:`fairseq.hub_utils.GeneratorHubInterface` (an ``nn.Module``: ``.to("cuda")``,
``.half()`` and ``.eval()`` work as for fairseq's own hub models; ``gec.amp = True`` decodes in
bfloat16 on CPU, as ``--amp``; with ``gec.bf16 = True`` on CUDA too) whose ``correct`` keeps every
input line: empty lines stay empty, and lines longer than the model accepts (or than ``max_tokens``,
when given) are returned unchanged (with a logged warning and a count), never dropped or reordered.

A checkpoint trained with this package records its dictionary and sentencepiece model (sha256);
loading it with other ones is a ``ValueError`` naming both files (older checkpoints are not checked).
"""

from fairseq_syngec.hub.common import (  # noqa: F401  (the files' checks, used by the commands)
    ModelFiles,
    check_model_files,
    checkpoint_task,
    expecting_task,
    looks_like_sentencepiece,
    resolve_checkpoint,
    resolve_model_files,
)
from fairseq_syngec.hub.gec import GECModel, source_wins
from fairseq_syngec.hub.span_qa import SpanQAModel
from fairseq_syngec.hub.summarization import SummarizationModel

__all__ = ["GECModel", "SpanQAModel", "SummarizationModel", "source_wins"]
