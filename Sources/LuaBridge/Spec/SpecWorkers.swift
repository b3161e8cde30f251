import Foundation

/// The worker processes of `luaui test -j N`: one process per spec file, at
/// most `jobs` at a time. A worker is this executable run on the same command
/// line with `SpecWorkers.fileVariable` naming its file; it writes busted's
/// events to descriptor 3, which the parent replays into its own output
/// handler (spec_runner.lua), file after file in the order -j 1 runs them.
/// Its standard output and error are kept, to be written after its file's
/// events. A worker that runs past `timeout` seconds is killed.
final class SpecWorkers {
    /// The environment variable that makes a `luaui test` a worker, on the file it names.
    static let fileVariable = "LUAUI_TEST_WORKER"

    enum Exit: Equatable {
        case status(Int32)
        case signal(Int32)
        case timedOut
        case notStarted(String)
    }

    struct Result {
        var events: [UInt8] = []
        var output: [UInt8] = []
        var errors: [UInt8] = []
        var exit = Exit.status(0)
    }

    private struct Running {
        let index: Int
        let pid: pid_t
        let deadline: Double
        /// Descriptors still open: events, output, errors.
        var descriptors: [Int32]
        var result = Result()
    }

    private let executable: String
    private let arguments: [String]
    private let files: [String]
    private let jobs: Int
    private let timeout: Double
    private var nextToStart = 0
    private var nextToReturn = 0
    private var running: [Running] = []
    private var finished: [Int: Result] = [:]

    init(executable: String, arguments: [String], files: [String], jobs: Int, timeout: Double) {
        self.executable = executable
        self.arguments = arguments
        self.files = files
        self.jobs = max(1, jobs)
        self.timeout = timeout
    }

    deinit { stop() }

    /// The next file's result, in the files' order, once its worker is done;
    /// nil after the last.
    func next() -> Result? {
        guard nextToReturn < files.count else { return nil }
        while finished[nextToReturn] == nil {
            startWorkers()
            pump()
        }
        defer { nextToReturn += 1 }
        return finished.removeValue(forKey: nextToReturn)
    }

    /// Kills the workers still running and forgets the files not started.
    func stop() {
        for worker in running {
            kill(worker.pid, SIGKILL)
            for descriptor in worker.descriptors { close(descriptor) }
            reap(worker.pid)
        }
        running = []
        nextToStart = files.count
    }

    private func startWorkers() {
        while running.count < jobs, nextToStart < files.count {
            let index = nextToStart
            nextToStart += 1
            switch spawn(files[index]) {
            case .success(let started):
                running.append(Running(index: index, pid: started.pid, deadline: now() + timeout,
                                       descriptors: started.descriptors))
            case .failure(let message):
                finished[index] = Result(exit: .notStarted(message))
            }
        }
    }

    private enum Spawned {
        case success((pid: pid_t, descriptors: [Int32]))
        case failure(String)
    }

    private func spawn(_ file: String) -> Spawned {
        var pipes: [(read: Int32, write: Int32)] = []
        defer { for pipe in pipes { close(pipe.write) } }
        for _ in 0..<3 {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                for pipe in pipes { close(pipe.read) }
                return .failure("cannot make a pipe: \(String(cString: strerror(errno)))")
            }
            // The parent's ends stay out of every worker, this one's too.
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            pipes.append((ends[0], ends[1]))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipes[1].write, 1)
        posix_spawn_file_actions_adddup2(&actions, pipes[2].write, 2)
        posix_spawn_file_actions_adddup2(&actions, pipes[0].write, 3)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable, "test"] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var environment = ProcessInfo.processInfo.environment
        environment[SpecWorkers.fileVariable] = file
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for entry in envp { free(entry) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard error == 0 else {
            for pipe in pipes { close(pipe.read) }
            return .failure("cannot start a worker: \(String(cString: strerror(error)))")
        }
        return .success((pid, pipes.map(\.read)))
    }

    /// Reads what the workers wrote, waiting at most until the nearest deadline;
    /// ends the workers whose descriptors are all closed, and those past theirs.
    private func pump() {
        guard !running.isEmpty else { return }
        var polled: [pollfd] = []
        var owners: [(worker: Int, slot: Int)] = []
        for (workerIndex, worker) in running.enumerated() {
            for (slot, descriptor) in worker.descriptors.enumerated() where descriptor >= 0 {
                polled.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
                owners.append((workerIndex, slot))
            }
        }
        let nearest = running.map(\.deadline).min() ?? now()
        let wait = Int32(clamping: Int(max(0, min(nearest - now(), 1)) * 1000) + 1)
        if poll(&polled, nfds_t(polled.count), wait) > 0 {
            var buffer = [UInt8](repeating: 0, count: 65536)
            for (entry, owner) in zip(polled, owners) where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    append(buffer[0..<count], to: owner)
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(entry.fd)
                    running[owner.worker].descriptors[owner.slot] = -1
                }
            }
        }
        for workerIndex in running.indices.reversed() {
            let worker = running[workerIndex]
            if worker.descriptors.allSatisfy({ $0 < 0 }) {
                finish(workerIndex, exit: reap(worker.pid))
            } else if now() > worker.deadline {
                kill(worker.pid, SIGKILL)
                for descriptor in worker.descriptors where descriptor >= 0 { close(descriptor) }
                _ = reap(worker.pid)
                finish(workerIndex, exit: .timedOut)
            }
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to owner: (worker: Int, slot: Int)) {
        switch owner.slot {
        case 0: running[owner.worker].result.events += bytes
        case 1: running[owner.worker].result.output += bytes
        default: running[owner.worker].result.errors += bytes
        }
    }

    private func finish(_ workerIndex: Int, exit: Exit) {
        var worker = running.remove(at: workerIndex)
        worker.result.exit = exit
        finished[worker.index] = worker.result
    }

    @discardableResult
    private func reap(_ pid: pid_t) -> Exit {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .status(-1) }
        }
        let signal = status & 0x7f
        return signal == 0 ? .status((status >> 8) & 0xff) : .signal(signal)
    }

    private func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
