// The umbrella header of the CLibPNGSystem module map: libpng's public API.
#include <png.h>
