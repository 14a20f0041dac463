// Every user of the announcer speaks in its utterances and languages: they come with it.
@_exported import Utterances
