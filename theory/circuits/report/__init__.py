"""``theory analyse``: the head-level report of a loaded model (:mod:`.analyse`), the plan of its steps'
memory and time (:mod:`.plan`), and attention patterns on your own prompt (:mod:`.prompt`)."""
