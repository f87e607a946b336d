import { StartBatchBody, StartTranslationBody } from "@shared/api/translate";
import { describe, expect, it } from "vitest";
import { batchRequest, startRequest } from "./startRequest";

describe("startRequest", () => {
  const choices = { source_language: "auto", target_language: "fr", service: "deepl" as const };

  it("sends the saved settings with the choices, and a body the server's schema accepts", () => {
    const body = startRequest(choices, {
      context: "A police drama",
      genre: "drama",
      preserve_formatting: false,
      batch_size: 20,
      sentence_aware: false,
    });
    expect(body).toEqual({
      ...choices,
      context: "A police drama",
      genre: "drama",
      preserve_formatting: false,
      batch_size: 20,
      sentence_aware: false,
    });
    expect(StartTranslationBody.parse(body)).toEqual(body);
  });

  it("asks to collapse rolling captions only when chosen", () => {
    const settings = {
      context: "",
      genre: "",
      preserve_formatting: true,
      batch_size: 50,
      sentence_aware: true,
    };
    expect(startRequest(choices, settings)).not.toHaveProperty("collapse_rolling");
    const body = startRequest(choices, settings, { collapseRolling: true });
    expect(body.collapse_rolling).toBe(true);
    expect(StartTranslationBody.parse(body)).toEqual(body);
  });

  it("leaves out an empty context and genre", () => {
    const body = startRequest(choices, {
      context: "",
      genre: "",
      preserve_formatting: true,
      batch_size: 50,
      sentence_aware: true,
    });
    expect(body.context).toBeUndefined();
    expect(body.genre).toBeUndefined();
  });

  it("sends the series' glossary, the span options and formalities only when set", () => {
    const settings = {
      context: "",
      genre: "",
      preserve_formatting: true,
      batch_size: 50,
      sentence_aware: true,
      lyrics: "translate" as const,
      sound_descriptions: "keep" as const,
      series: " Thrones ",
    };
    const glossary = [{ source: "Winterfell", target: "Hiverfell" }];
    const body = startRequest(choices, settings, { glossary, speakerFormality: { JOHN: "formal" } });
    expect(body).toMatchObject({
      lyrics: "translate",
      sound_descriptions: "keep",
      series: "Thrones",
      glossary,
      speaker_formality: { JOHN: "formal" },
    });
    expect(StartTranslationBody.parse(body)).toEqual(body);
    const plain = startRequest(choices, { ...settings, series: "", lyrics: "keep" }, { glossary });
    expect(plain).not.toHaveProperty("glossary");
    expect(plain).not.toHaveProperty("lyrics");
  });
});

describe("batchRequest", () => {
  it("sends a batch the options of a single start: context, genre, glossary, sentences, reading speed, captions", () => {
    const body = batchRequest(
      { file_ids: ["f1", "f2"], target_languages: ["fr", "de"], source_language: "en", service: "openai" },
      {
        context: "A fantasy saga",
        genre: "fantasy",
        preserve_formatting: true,
        batch_size: 40,
        sentence_aware: false,
        lyrics: "translate",
        sound_descriptions: "keep",
        series: " Thrones ",
      },
      {
        collapseRolling: true,
        keepReadingSpeed: true,
        glossary: [{ source: "Winterfell", target: "Hiverfell" }],
      },
    );
    expect(body).toEqual({
      file_ids: ["f1", "f2"],
      target_languages: ["fr", "de"],
      source_language: "en",
      service: "openai",
      context: "A fantasy saga",
      genre: "fantasy",
      preserve_formatting: true,
      batch_size: 40,
      sentence_aware: false,
      collapse_rolling: true,
      keep_reading_speed: true,
      lyrics: "translate",
      sound_descriptions: "keep",
      series: "Thrones",
      glossary: [{ source: "Winterfell", target: "Hiverfell" }],
    });
    expect(body).not.toHaveProperty("target_language");
    expect(StartBatchBody.parse(body)).toEqual(body);
  });

  it("leaves out what a batch does not ask for, as a single start does", () => {
    const body = batchRequest(
      { file_ids: ["f1"], target_languages: ["fr"], source_language: "auto", service: "mymemory" },
      { context: "", genre: "", preserve_formatting: true, batch_size: 50, sentence_aware: true },
    );
    expect(body).toEqual({
      file_ids: ["f1"],
      target_languages: ["fr"],
      source_language: "auto",
      service: "mymemory",
      preserve_formatting: true,
      batch_size: 50,
      sentence_aware: true,
    });
  });
});
