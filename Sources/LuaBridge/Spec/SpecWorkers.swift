import Foundation

/// The worker processes of `luaui test -j N`. The spec files come in units of
/// consecutive files; a worker is this executable run on the same command line
/// with `SpecWorkers.filesVariable` naming its unit's files, at most `jobs` at a
/// time. It writes busted's events to descriptor 3 (spec_parallel.lua), with a
/// line `#done K` once the unit's K-th file (from 0) is over; the parent
/// replays the units' events in order, so that what it prints is what -j 1
/// prints. A worker's standard output and error are kept, to be written after
/// its events.
///
/// A worker that dies, or that spends more than `timeout` seconds on one file,
/// is ended; a line `#crashed FILE<TAB>WHY` names the file it was in, and a new
/// worker runs the unit's files not yet done after it.
final class SpecWorkers {
    /// The environment variable that makes a `luaui test` a worker, on the files
    /// it lists (one a line).
    static let filesVariable = "LUAUI_TEST_WORKER"

    struct Result {
        var events: [UInt8] = []
        var output: [UInt8] = []
        var errors: [UInt8] = []
    }

    private struct Running {
        let unit: Int
        /// The files this process was given, and which of them are over.
        let files: [String]
        var done: Set<Int> = []
        let pid: pid_t
        /// When the file under way must be over.
        var deadline: Double
        /// Descriptors still open: events, output, errors.
        var descriptors: [Int32]
        /// Where the events not yet scanned for `#done` lines begin.
        var scanned = 0
    }

    private let executable: String
    private let arguments: [String]
    private let units: [[String]]
    private let jobs: Int
    private let timeout: Double
    private var nextToStart = 0
    private var nextToReturn = 0
    private var running: [Running] = []
    /// Each unit's result so far; `finished` when no process works on it any more.
    private var results: [Int: Result] = [:]
    private var finished: Set<Int> = []

    init(executable: String, arguments: [String], units: [[String]], jobs: Int, timeout: Double) {
        self.executable = executable
        self.arguments = arguments
        self.units = units
        self.jobs = max(1, jobs)
        self.timeout = timeout
    }

    deinit { stop() }

    /// The next unit's result, in the units' order, once it is over; nil after the last.
    func next() -> Result? {
        guard nextToReturn < units.count else { return nil }
        while !finished.contains(nextToReturn) {
            startWorkers()
            pump()
        }
        defer { nextToReturn += 1 }
        return results.removeValue(forKey: nextToReturn)
    }

    /// Kills the workers still running and forgets the units not started.
    func stop() {
        for worker in running {
            kill(worker.pid, SIGKILL)
            for descriptor in worker.descriptors where descriptor >= 0 { close(descriptor) }
            _ = reap(worker.pid)
        }
        running = []
        nextToStart = units.count
    }

    private func startWorkers() {
        while running.count < jobs, nextToStart < units.count {
            let unit = nextToStart
            nextToStart += 1
            results[unit] = Result()
            start(unit, files: units[unit])
        }
    }

    /// Starts a process on `files` of `unit`; one that cannot start fails them all.
    private func start(_ unit: Int, files: [String]) {
        switch spawn(files) {
        case .success(let started):
            running.append(Running(unit: unit, files: files, pid: started.pid, deadline: now() + timeout,
                                   descriptors: started.descriptors))
        case .failure(let message):
            for file in files { results[unit]?.events += SpecWorkers.crashLine(file, message) }
            finished.insert(unit)
        }
    }

    private static func crashLine(_ file: String, _ why: String) -> [UInt8] {
        Array("#crashed \(file)\t\(why)\n".utf8)
    }

    private enum Spawned {
        case success((pid: pid_t, descriptors: [Int32]))
        case failure(String)
    }

    private func spawn(_ files: [String]) -> Spawned {
        var pipes: [(read: Int32, write: Int32)] = []
        defer { for pipe in pipes { close(pipe.write) } }
        for _ in 0..<3 {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                for pipe in pipes { close(pipe.read) }
                return .failure("could not start: cannot make a pipe (\(String(cString: strerror(errno))))")
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
        environment[SpecWorkers.filesVariable] = files.joined(separator: "\n")
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for entry in envp { free(entry) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard error == 0 else {
            for pipe in pipes { close(pipe.read) }
            return .failure("could not start: \(String(cString: strerror(error)))")
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
                end(workerIndex, why: describe(reap(worker.pid)))
            } else if now() > worker.deadline {
                kill(worker.pid, SIGKILL)
                for descriptor in worker.descriptors where descriptor >= 0 { close(descriptor) }
                _ = reap(worker.pid)
                end(workerIndex, why: "did not finish the file within \(Limits.format(timeout)) s (--timeout)")
            }
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to owner: (worker: Int, slot: Int)) {
        let unit = running[owner.worker].unit
        switch owner.slot {
        case 0:
            results[unit]?.events += bytes
            noteFilesDone(owner.worker)
        case 1: results[unit]?.output += bytes
        default: results[unit]?.errors += bytes
        }
    }

    /// Scans the complete lines received since the last scan for `#done K`:
    /// each gives the next file a deadline of its own.
    private func noteFilesDone(_ workerIndex: Int) {
        guard let events = results[running[workerIndex].unit]?.events else { return }
        var start = running[workerIndex].scanned
        let marker = Array("#done ".utf8)
        while let newline = events[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = events[start..<newline]
            if line.starts(with: marker), let index = Int(String(decoding: line.dropFirst(marker.count), as: UTF8.self)) {
                running[workerIndex].done.insert(index)
                running[workerIndex].deadline = now() + timeout
            }
            start = newline + 1
        }
        running[workerIndex].scanned = start
    }

    /// A process is over: if it left files of its unit undone, the first is
    /// the one it was in, and a new process takes those after it.
    private func end(_ workerIndex: Int, why: String) {
        let worker = running.remove(at: workerIndex)
        let undone = worker.files.indices.filter { !worker.done.contains($0) }
        guard let current = undone.first else {
            finished.insert(worker.unit)
            return
        }
        results[worker.unit]?.events += SpecWorkers.crashLine(worker.files[current], why)
        let rest = undone.dropFirst().map { worker.files[$0] }
        if rest.isEmpty {
            finished.insert(worker.unit)
        } else {
            start(worker.unit, files: rest)
        }
    }

    private func describe(_ exit: (status: Int32, signal: Int32)) -> String {
        exit.signal != 0 ? "was killed by signal \(exit.signal)" : "exited with status \(exit.status)"
    }

    private func reap(_ pid: pid_t) -> (status: Int32, signal: Int32) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return (-1, 0) }
        }
        return ((status >> 8) & 0xff, status & 0x7f)
    }

    private func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
