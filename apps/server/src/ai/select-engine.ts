import type { AiConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { CatalogService } from '../modules/catalog/service.ts';
import { type AiEngine, type AiGrounding, createGrounding } from './engine.ts';
import { createLlmEngine } from './llm-engine.ts';
import { createOfflineEngine } from './offline-engine.ts';

/**
 * The engine the configuration asks for: the LLM engine when AI_BASE_URL and AI_MODEL are set,
 * otherwise the offline engine. Logs which one answers (never the key).
 */
export function selectAiEngine(options: {
  config: AiConfig;
  catalog: CatalogService;
  logger: Logger;
  /** Shared with the other users of the catalogue's skill lexicon (the planner); made here otherwise. */
  grounding?: AiGrounding;
}): AiEngine {
  const { config, logger } = options;
  const grounding = options.grounding ?? createGrounding({ catalog: options.catalog });
  const offline = createOfflineEngine({ grounding });
  if (!config.llm) {
    logger.info({ engine: offline.info }, 'AI tools answer with the offline engine');
    return offline;
  }
  const engine = createLlmEngine({
    llm: config.llm,
    timeoutMs: config.timeoutMs,
    grounding,
    offline,
    logger,
  });
  logger.info(
    {
      engine: engine.info,
      endpoint: new URL(config.llm.baseUrl).origin,
      apiKey: config.llm.apiKey ? 'set' : 'not set',
      timeoutMs: config.timeoutMs,
    },
    'AI tools answer with an LLM',
  );
  return engine;
}
