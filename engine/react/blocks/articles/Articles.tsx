import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { ArticlesProps } from '../../../../schemas/blocks/articles.ts';
import { asArray, userText } from '../../../index.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

type Article = NonNullable<ArticlesProps['items']>[number];

/** Article cards; a summary of 'NoText' is hidden; paging is offered when there are at least 4 articles. */
export function Articles({ props }: BlockRendererProps<ArticlesProps>) {
  const items = asArray<Article>(props.items);
  const pageSize = props.pageSize ?? 4;
  const [page, setPage] = useState(0);
  if (items.length === 0) return null;
  const pages = Math.ceil(items.length / pageSize);
  const shown = items.slice(page * pageSize, page * pageSize + pageSize);
  return (
    <section className="lk-articles">
      <h2>{props.title ?? userText.articles}</h2>
      <ul className="lk-article-cards">
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
      {items.length >= 4 && pages > 1 ? (
        <nav className="lk-paging" aria-label={userText.articles}>
          <Button className="lk-button" isDisabled={page === 0} onPress={() => setPage(page - 1)}>
            {userText.previousPage}
          </Button>
          <span>{userText.pageOf(page + 1, pages)}</span>
          <Button className="lk-button" isDisabled={page >= pages - 1} onPress={() => setPage(page + 1)}>
            {userText.nextPage}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
