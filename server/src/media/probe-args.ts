/** ffprobe's report of a file's container and streams, as JSON on stdout. */
export const ffprobeArgs = (file: string) => [
  "-v",
  "error",
  "-print_format",
  "json",
  "-show_format",
  "-show_streams",
  file,
];
