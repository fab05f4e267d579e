import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import type { ArticlesProps } from '../../../../schemas/blocks/articles.ts';
import { asArray, userText } from '../../../index.ts';
import { type ArticlePage, useEngineEnvironment } from '../../engine-context.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

type Article = NonNullable<ArticlesProps['items']>[number];

/**
 * Article cards; a summary of 'NoText' is hidden. Paging is offered when there are at least 4 articles: with the
 * app's article loader the block pages as the content site does (its totals, the next page fetched when asked
 * for); without it, it pages the items it was given.
 */
export function Articles({ props, context }: BlockRendererProps<ArticlesProps>) {
  const items = asArray<Article>(props.items);
  const { loadArticles, logger } = useEngineEnvironment();
  const reportId = context.reportId;
  const remote = loadArticles !== undefined && typeof reportId === 'number';
  const pageSize = props.pageSize ?? 4;
  const [page, setPage] = useState(0);
  const [site, setSite] = useState<ArticlePage>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!remote) return;
    let current = true;
    // The first page is the one the app already fetched (cached): this reads the site's totals.
    loadArticles(reportId, 1).then(
      (first) => current && setSite(first),
      (error: unknown) => logger.warn(`articles: the content site's paging could not be read (${String(error)})`),
    );
    return () => {
      current = false;
    };
  }, [remote, loadArticles, reportId, logger]);

  if (items.length === 0) return null;
  const total = remote ? (site?.total ?? items.length) : items.length;
  const pages = remote ? (site?.totalPages ?? 1) : Math.ceil(items.length / pageSize);
  const shown = remote
    ? page === 0
      ? items
      : asArray<Article>(site?.items)
    : items.slice(page * pageSize, (page + 1) * pageSize);

  const turn = (to: number) => {
    if (!remote) return setPage(to);
    setBusy(true);
    loadArticles(reportId, to + 1)
      .then((next) => {
        setSite(next);
        setPage(to);
      })
      .catch((error: unknown) => logger.warn(`articles: page ${to + 1} could not be read (${String(error)})`))
      .finally(() => setBusy(false));
  };

  return (
    <section className="lk-articles">
      <h2>{props.title ?? userText.articles}</h2>
      <ul className="lk-article-cards" aria-busy={busy}>
        {shown.map((article) => (
          <li key={String(article.id ?? article.headline)} className="lk-article-card">
            {article.image ? <img src={article.image} alt="" /> : null}
            <h3>{article.headline}</h3>
            {article.summary && article.summary !== 'NoText' ? <p>{article.summary}</p> : null}
            {article.link ? (
              <a href={article.link} target="_blank" rel="noopener noreferrer">
                {userText.readMore}
                <span className="lk-visually-hidden">: {article.headline}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {total >= 4 && pages > 1 ? (
        <nav className="lk-paging" aria-label={userText.articles}>
          <Button className="lk-button" isDisabled={busy || page === 0} onPress={() => turn(page - 1)}>
            {userText.previousPage}
          </Button>
          <span aria-live="polite">{userText.pageOf(page + 1, pages)}</span>
          <Button className="lk-button" isDisabled={busy || page >= pages - 1} onPress={() => turn(page + 1)}>
            {userText.nextPage}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
