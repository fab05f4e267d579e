/** The reference library's books (title order), for the preview's choice of data: read once per editor visit. */
import { useEffect, useState } from 'react';
import type { AdminSimilarBooksPage } from '../../../schemas/api/admin.ts';
import { useStores } from '../../stores/context.ts';

export type LibraryBookChoice = Pick<AdminSimilarBooksPage['items'][number], 'isbn' | 'title' | 'author'>;

let books: Promise<LibraryBookChoice[]> | undefined;

async function readAll(get: (page: number) => Promise<AdminSimilarBooksPage>): Promise<LibraryBookChoice[]> {
  const all: LibraryBookChoice[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await get(page);
    all.push(...answer.items.map(({ isbn, title, author }) => ({ isbn, title, author })));
    if (all.length >= answer.total || answer.items.length === 0) return all;
  }
}

export function useLibraryBooks(): readonly LibraryBookChoice[] {
  const { api } = useStores();
  const [list, setList] = useState<readonly LibraryBookChoice[]>([]);
  useEffect(() => {
    let current = true;
    books ??= readAll((page) =>
      api.get<AdminSimilarBooksPage>('editor/library-books', 'api/admin/similar-books', { page, pageSize: 100 }),
    );
    books.then(
      (found) => current && setList(found),
      () => {
        books = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, [api]);
  return list;
}
