#!/usr/bin/env python3
"""Prints the ratios of a gamecheck_bench JSON run (Google Benchmark --benchmark_out):
gamecheck against seed 000's program and Boost.Graph on the same inputs in the same run,
parse throughput against the memchr / byte-sum scans of the same buffer, and the
end-to-end speedup and peak memories. Usage: bench_summary.py build/release/bench.json [...]"""
import json
import sys


def main(paths):
    data = {"benchmarks": []}
    for path in paths:  # several runs (e.g. one benchmark filter each) read as one
        with open(path) as f:
            part = json.load(f)
        data["context"] = part["context"]
        data["benchmarks"] += part["benchmarks"]
    ctx = data["context"]
    print(f"machine: {ctx.get('num_cpus')} cpus, {ctx.get('mhz_per_cpu')} MHz, "
          f"load {ctx.get('load_avg')}, {ctx.get('date')}")
    runs = {b["name"].replace("/real_time", "").replace("/manual_time", "")
               .replace("/iterations:1", "").replace("/min_time:0.500", ""): b
            for b in data["benchmarks"] if b.get("run_type", "iteration") == "iteration"
            and not b.get("error_occurred")}

    def ms(name):
        b = runs.get(name)
        if not b:
            return None
        scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[b.get("time_unit", "ns")]
        return b["cpu_time"] * scale  # CPU time: the machine may be shared

    print("\nin memory (CPU ms; ratio = baseline / gamecheck, same edges):")
    print(f"{'family':7} {'m':>10} | {'csr':>8} {'consume':>8} {'seed':>8} {'boost':>8} "
          f"| {'solve':>8} {'lengths':>8} {'seed':>8} {'boost':>8} {'plain':>8} | Medges/s solve")
    for fam in ("random", "dag"):
        sizes = sorted({int(k.rsplit("=", 1)[1]) for k in runs if f"outcome/solve/{fam}/" in k})
        for m in sizes:
            t = {k: ms(f"{k}/{fam}/m={m}") for k in (
                "outcome/csr_build", "outcome/csr_build_consuming", "baseline_seed/build",
                "baseline_boost/build", "outcome/solve", "lengths/solve", "baseline_seed/solve",
                "baseline_boost/solve", "baseline_plain/solve")}
            f = lambda x: f"{x:8.1f}" if x is not None else "       -"
            r = lambda a, b: f"{a / b:7.1f}x" if a and b else "       -"
            print(f"{fam:7} {m:>10} | {f(t['outcome/csr_build'])} {f(t['outcome/csr_build_consuming'])} "
                  f"{f(t['baseline_seed/build'])} {f(t['baseline_boost/build'])} | "
                  f"{f(t['outcome/solve'])} {f(t['lengths/solve'])} {f(t['baseline_seed/solve'])} "
                  f"{f(t['baseline_boost/solve'])} {f(t['baseline_plain/solve'])} | "
                  f"{m / t['outcome/solve'] / 1e3:.0f}" if t["outcome/solve"] else "")
            print(f"{'':7} {'ratio':>10} | {'':8} {'':8} {r(t['baseline_seed/build'], t['outcome/csr_build'])} "
                  f"{r(t['baseline_boost/build'], t['outcome/csr_build'])} | {'':8} {'':8} "
                  f"{r(t['baseline_seed/solve'], t['outcome/solve'])} "
                  f"{r(t['baseline_boost/solve'], t['outcome/solve'])} "
                  f"{r(t['baseline_plain/solve'], t['outcome/solve'])} |")

    print("\ntext reading (MB/s of input per CPU second; parse = read_instance - csr_build_consuming):")
    sizes = sorted({int(k.rsplit("=", 1)[1]) for k in runs if k.startswith("text/read_instance/")})
    for m in sizes:
        b = runs[f"text/read_instance/m={m}"]
        mb = b["MB"]
        rate = lambda t: f"{mb / (t / 1e3):8.0f}" if t else "       -"
        read, build = ms(f"text/read_instance/m={m}"), ms(f"outcome/csr_build_consuming/random/m={m}")
        parse = read - build if read and build and read > build else None
        print(f"m={m:>9} ({mb:.0f} MB): memchr {rate(ms(f'text/scan_memchr/m={m}'))}  "
              f"bytesum {rate(ms(f'text/scan_bytesum/m={m}'))}  read+build {rate(read)}  "
              f"file {rate(ms(f'text/read_instance_file/m={m}'))}  parse {rate(parse)}  "
              f"seed cin {rate(ms(f'baseline_seed/cin_read/m={m}'))}")
        preds, scan = ms(f"text/read_predecessors_file/m={m}"), ms(f"text/scan_memchr/m={m}")
        if preds and scan:
            print(f"{'':10} solve's read path (parse + buckets + in-lists, from a file): "
                  f"{rate(preds).strip()} MB/s = 1/{preds / scan:.1f} of the memchr scan")

    for k, b in runs.items():
        if k.startswith("e2e/solve_reach_vs_outcome"):  # two commands of gamecheck, one run
            print(f"\n{k}: wall reach {b['reach_s']:.2f} s, outcome {b['outcome_s']:.2f} s, "
                  f"ratio {b['ratio']:.2f}; CPU ratio {b['cpu_ratio']:.2f}; peak memory reach "
                  f"{b['reach_rss_MB']:.0f} MB, outcome {b['outcome_rss_MB']:.0f} MB, "
                  f"ratio {b['rss_ratio']:.2f}")
        elif k.startswith("e2e/"):
            print(f"\n{k}: wall gamecheck {b['gamecheck_s']:.2f} s, seed {b['seed_s']:.2f} s, "
                  f"speedup {b['speedup']:.1f}x; CPU gamecheck {b['gamecheck_cpu_s']:.2f} s, "
                  f"seed {b['seed_cpu_s']:.2f} s, speedup {b['cpu_speedup']:.1f}x; peak memory gamecheck "
                  f"{b['gamecheck_rss_MB']:.0f} MB, seed {b['seed_rss_MB']:.0f} MB")
    for k, b in runs.items():
        if k.startswith("check/"):
            print(f"{k}: {b['items_per_second'] / 1e3:.0f} k checks/s")


if __name__ == "__main__":
    main(sys.argv[1:] or ["build/release/bench.json"])
