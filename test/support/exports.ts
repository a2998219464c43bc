// Requesting an export of the test service and reading its file, for the export tests (test/api/exports*).
import { expect } from 'vitest';
import type { TestService } from './service.js';

export interface ExportData {
  exportId: string;
  status: string;
  recordCount: number | null;
  bytes: number | null;
  query: Record<string, unknown>;
  citation: {
    text: string;
    sources: { sourceId: string; licence: string; citation: string; records: number }[];
    licences: { licence: string; records: number }[];
  } | null;
  fileUrl: string | null;
  error: string | null;
}

export function exportClient(service: () => TestService) {
  async function post(body: unknown): Promise<Response> {
    return service().fetch('/api/v1/exports', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** Requests an export and polls it until it ended. */
  async function exported(body: unknown): Promise<ExportData> {
    const response = await post(body);
    expect(response.status).toBe(202);
    const { exportId } = ((await response.json()) as { data: ExportData }).data;
    expect(response.headers.get('location')).toBe(`/api/v1/exports/${exportId}`);
    for (let attempt = 0; attempt < 600; attempt++) {
      const data = ((await (await service().fetch(`/api/v1/exports/${exportId}`)).json()) as { data: ExportData }).data;
      if (data.status === 'succeeded' || data.status === 'failed') return data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`export ${exportId} did not end in 60 s`);
  }

  async function fileOf(data: ExportData): Promise<Buffer> {
    expect(data.status, data.error ?? '').toBe('succeeded');
    const response = await service().fetch(data.fileUrl!);
    expect(response.status).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(data.bytes);
    return body;
  }

  return { post, exported, fileOf };
}
