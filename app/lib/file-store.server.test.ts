import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "./env.server";
import { getFileStore, localFileStore, parseStorageUrl } from "./file-store.server";

const dir = mkdtempSync(path.join(tmpdir(), "file-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the file store (docs/decisions/0015)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
    resetEnvCache();
  });

  it("keeps files in a folder: whole or streamed back, none outside it, gone when deleted", async () => {
    const store = localFileStore(dir);
    await store.put("bookings/b1/p1.webp", Buffer.from("photo bytes"));
    expect(readdirSync(path.join(dir, "bookings", "b1"))).toEqual(["p1.webp"]);
    expect((await store.get("bookings/b1/p1.webp"))!.toString()).toBe("photo bytes");
    const opened = await store.open("bookings/b1/p1.webp");
    expect(opened!.bytes).toBe(11);
    expect(await new Response(opened!.body).text()).toBe("photo bytes");
    await store.delete("bookings/b1/p1.webp");
    await store.delete("bookings/b1/p1.webp");
    expect(await store.get("bookings/b1/p1.webp")).toBeNull();
    expect(await store.open("bookings/b1/p1.webp")).toBeNull();
    for (const key of ["../outside.webp", "/etc/passwd", "bookings/../../x", "a//b", ""])
      await expect(store.put(key, Buffer.from("x"))).rejects.toThrow(/outside the store/);
  });

  it("reads the bucket and prefix of STORAGE_URL", () => {
    expect(parseStorageUrl("s3://workshop-files/madhapur/files/")).toEqual({
      bucket: "workshop-files",
      prefix: "madhapur/files",
    });
    expect(parseStorageUrl("s3://workshop-files")).toEqual({
      bucket: "workshop-files",
      prefix: "",
    });
  });

  it("is the uploads folder by default and the bucket when STORAGE_URL names one", () => {
    process.env.DATA_DIR = dir;
    delete process.env.UPLOADS_DIR;
    delete process.env.STORAGE_URL;
    resetEnvCache();
    expect(getFileStore().location).toBe(`the folder ${path.join(dir, "uploads")}`);
    expect(getFileStore()).toBe(getFileStore());
    process.env.STORAGE_URL = "s3://workshop-files/madhapur";
    process.env.STORAGE_ENDPOINT = "http://127.0.0.1:9000";
    resetEnvCache();
    expect(getFileStore().location).toBe("s3://workshop-files/madhapur at http://127.0.0.1:9000");
  });
});
