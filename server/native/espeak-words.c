/*
 * espeak-words: speaks UTF-8 text from stdin with espeak-ng's C library, writes a 16-bit mono WAV and
 * prints one JSON line per word event (espeakEVENT_WORD): the word's character position (1-based, in
 * characters, not bytes), its length in characters and its audio position in ms; one per phoneme event
 * (espeakEVENT_PHONEME, its IPA name and start in ms) for the presenter's mouth shapes. A last line gives
 * the sample count and rate. The CLI has no way to print these, hence this helper (DESIGN.md, espeak-ng).
 *
 * usage: espeak-words VOICE RATE PITCH OUT.wav < text
 */
#include <espeak-ng/speak_lib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int16_t *samples = NULL;
static size_t count = 0, capacity = 0;

static int on_synth(short *wav, int n, espeak_EVENT *events) {
  if (wav && n > 0) {
    if (count + (size_t)n > capacity) {
      capacity = (count + (size_t)n) * 2 + 65536;
      samples = realloc(samples, capacity * sizeof(int16_t));
      if (!samples) { fprintf(stderr, "out of memory\n"); exit(3); }
    }
    memcpy(samples + count, wav, (size_t)n * sizeof(int16_t));
    count += (size_t)n;
  }
  for (espeak_EVENT *e = events; e && e->type != espeakEVENT_LIST_TERMINATED; e++) {
    if (e->type == espeakEVENT_WORD) {
      printf("{\"type\":\"word\",\"pos\":%d,\"len\":%d,\"ms\":%d}\n", e->text_position, e->length,
             e->audio_position);
    } else if (e->type == espeakEVENT_PHONEME) {
      /* The name is UTF-8 of at most 8 bytes, not always terminated; quotes and backslashes never occur
       * in IPA, but are dropped so the line stays JSON. */
      char name[9];
      size_t k = 0;
      for (size_t j = 0; j < 8 && e->id.string[j]; j++)
        if (e->id.string[j] != '"' && e->id.string[j] != '\\') name[k++] = e->id.string[j];
      name[k] = 0;
      printf("{\"type\":\"phoneme\",\"name\":\"%s\",\"ms\":%d}\n", name, e->audio_position);
    } else if (e->type == espeakEVENT_END) {
      printf("{\"type\":\"sentence_end\",\"pos\":%d,\"ms\":%d}\n", e->text_position, e->audio_position);
    }
  }
  return 0;
}

static void put32(FILE *f, uint32_t v) { fwrite(&v, 4, 1, f); }
static void put16(FILE *f, uint16_t v) { fwrite(&v, 2, 1, f); }

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: espeak-words VOICE RATE PITCH OUT.wav < text\n");
    return 2;
  }
  size_t cap = 4096, len = 0;
  char *text = malloc(cap);
  size_t r;
  while ((r = fread(text + len, 1, cap - len - 1, stdin)) > 0) {
    len += r;
    if (cap - len < 2) { cap *= 2; text = realloc(text, cap); }
  }
  text[len] = 0;

  int rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 200, NULL,
                               espeakINITIALIZE_DONT_EXIT | espeakINITIALIZE_PHONEME_EVENTS |
                                   espeakINITIALIZE_PHONEME_IPA);
  if (rate <= 0) { fprintf(stderr, "espeak-ng failed to initialise\n"); return 1; }
  espeak_SetSynthCallback(on_synth);
  if (espeak_SetVoiceByName(argv[1]) != EE_OK) {
    fprintf(stderr, "unknown espeak-ng voice: %s\n", argv[1]);
    return 1;
  }
  espeak_SetParameter(espeakRATE, atoi(argv[2]), 0);
  espeak_SetParameter(espeakPITCH, atoi(argv[3]), 0);
  if (espeak_Synth(text, len + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, NULL) != EE_OK) {
    fprintf(stderr, "espeak-ng synthesis failed\n");
    return 1;
  }
  espeak_Synchronize();

  FILE *f = fopen(argv[4], "wb");
  if (!f) { perror(argv[4]); return 1; }
  uint32_t bytes = (uint32_t)(count * 2);
  fwrite("RIFF", 1, 4, f); put32(f, 36 + bytes); fwrite("WAVE", 1, 4, f);
  fwrite("fmt ", 1, 4, f); put32(f, 16); put16(f, 1); put16(f, 1); put32(f, (uint32_t)rate);
  put32(f, (uint32_t)rate * 2); put16(f, 2); put16(f, 16);
  fwrite("data", 1, 4, f); put32(f, bytes);
  if (count) fwrite(samples, 2, count, f);
  fclose(f);
  printf("{\"type\":\"end\",\"samples\":%zu,\"rate\":%d}\n", count, rate);
  espeak_Terminate();
  return 0;
}
