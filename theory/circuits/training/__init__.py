"""Data and training (``train`` extra): the Markov language of the fast tests (:mod:`.language`), the
natural-text corpora (:mod:`.corpus`, :mod:`.code_corpus`), the trainers (:mod:`.segments`), resumable
training state (:mod:`.state`), the cache of trained models (:mod:`.cache`), shipped checkpoints and
recipes (:mod:`.shipped`), a trained run as the exact loaded model (:mod:`.exact`) and whether it formed
an induction head (:mod:`.formed`).

``theory.circuits.training`` was a module in version 0.1 (the trainer, now :mod:`.segments`): its
names still resolve here, with a DeprecationWarning.
"""


def __getattr__(name):
    from theory.system.moved import moved_attribute
    return moved_attribute(__name__, name, ("theory.circuits.training.segments",))
