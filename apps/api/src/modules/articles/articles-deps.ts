// What the article operations use, built once in src/compose.ts from the app context.
import type { AppContext } from '../../lib/context.ts';
import { type ArticlesRepository, createArticlesRepository } from './articles.repository.ts';

export type ArticleDeps = { articles: ArticlesRepository };

export function createArticleDeps(ctx: AppContext): ArticleDeps {
  return { articles: createArticlesRepository(ctx.database.db) };
}
