// Benchmark of absen-report (filled by its feature). Starts its own server when it needs one.
export async function benchAbsenReport() {
  console.log('absen-report: not measured yet');
}
