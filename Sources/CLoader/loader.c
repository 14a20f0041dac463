// OTCLoader.h is all there is: a header the loaders include. A C target needs a source file.
