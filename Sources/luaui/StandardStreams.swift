import Glibc

/// Standard input, output or error closed when the process starts gets
/// /dev/null opened the other way round: reading or writing it fails with EBADF,
/// as on a closed descriptor, and no file opened later takes its number (which
/// would make a script read from standard input read that file instead).
func keepStandardStreamNumbers() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
        _ = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
    }
}
