#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutSnapshotCLI

// A file-size limit (`ulimit -f`) then fails a write with EFBIG, reported with its path and
// with nothing half-written, instead of killing the process part way (SIGXFSZ's default).
signal(SIGXFSZ, SIG_IGN)
LayoutSnapshotCommand.main()
