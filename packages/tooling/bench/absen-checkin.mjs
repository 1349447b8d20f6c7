// Benchmark of absen-checkin (filled by its feature). Starts its own server when it needs one.
export async function benchAbsenCheckin() {
  console.log('absen-checkin: not measured yet');
}
