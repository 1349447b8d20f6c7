// Benchmark of pegawai-search-cv (filled by its feature). Starts its own server when it needs one.
export async function benchPegawaiSearchCv() {
  console.log('pegawai-search-cv: not measured yet');
}
