// Tools: the static catalog of analysis tools and related resources.
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { json } from '../http/reply.js';
import { TOOL_RESOURCES, TOOLS } from '../services/tools/index.js';

export const toolsModule: TagModule<'Tools', unknown> = {
  handlers: createToolsHandlers,
  policy: {
    listTools: { cache: true, warmUp: 'once', listedAtRoot: true },
  },
};

export function createToolsHandlers(): TagHandlers<'Tools'> {
  return {
    listTools: () => json({ items: TOOLS, resources: TOOL_RESOURCES }),
  };
}
