/**
 * The admin area's data (roles ADMIN and DEVELOPER): all manuscripts, one manuscript, authors, one author with
 * history and manuscripts, the similar-books library, new users and the outbox; granting a subscription.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AdminAuthor,
  AdminAuthorsPage,
  AdminLibraryBook,
  AdminManuscript,
  AdminManuscriptsPage,
  AdminSimilarBooksPage,
  Outbox,
  RoleChange,
  SubscriptionGrant,
} from '../../schemas/api/admin.ts';
import type { HistoryPage, Subscription } from '../../schemas/api/author.ts';
import type { ManuscriptsPage } from '../../schemas/api/manuscripts.ts';
import type { ApiClient } from '../api/client.ts';
import { useStores } from './context.ts';
import { PagedList } from './PagedList.ts';
import type { RootStore } from './RootStore.ts';

export type AdminManuscriptRow = AdminManuscriptsPage['items'][number];
export type AdminAuthorRow = AdminAuthorsPage['items'][number];
export type LibraryBook = AdminSimilarBooksPage['items'][number];
export type OutboxMail = Outbox['items'][number];

/** The first web address in a mail's text (the verification or reset link), if any. */
export function linkInMail(body: string): string | undefined {
  return /https?:\/\/\S+/.exec(body)?.[0];
}

export class AdminStore {
  readonly manuscripts: PagedList<AdminManuscriptRow>;
  readonly authors: PagedList<AdminAuthorRow>;
  readonly newUsers: PagedList<AdminAuthorRow>;
  readonly similarBooks: PagedList<LibraryBook>;
  readonly authorHistory: PagedList<HistoryPage['items'][number]>;
  readonly authorManuscripts: PagedList<ManuscriptsPage['items'][number]>;
  manuscript: AdminManuscript | null = null;
  /** A book being analysed into the library (the form waits for it). */
  addingBook = false;
  /** The book the admin asked to remove (the confirmation dialog names it). */
  bookToRemove: LibraryBook | null = null;
  author: AdminAuthor | null = null;
  /** The newest mails the server wrote to its outbox; null until loaded. */
  outbox: OutboxMail[] | null = null;
  /** The author whose history and manuscripts the two lists show. */
  private listAuthorId = 0;

  constructor(private readonly api: ApiClient) {
    this.manuscripts = new PagedList((q) =>
      api.get<AdminManuscriptsPage>('admin/manuscripts', 'api/admin/manuscripts', q),
    );
    this.authors = new PagedList((q) => api.get<AdminAuthorsPage>('admin/authors', 'api/admin/authors', q));
    this.newUsers = new PagedList((q) => api.get<AdminAuthorsPage>('admin/new-users', 'api/admin/authors', q));
    this.similarBooks = new PagedList((q) =>
      api.get<AdminSimilarBooksPage>('admin/similar-books', 'api/admin/similar-books', q),
    );
    this.authorHistory = new PagedList((q) =>
      api.get<HistoryPage>(`admin/authors/${this.listAuthorId}/history`, 'api/author/history', q),
    );
    this.authorManuscripts = new PagedList((q) =>
      api.get<ManuscriptsPage>(`admin/authors/${this.listAuthorId}/manuscripts`, 'api/manuscripts/page', q),
    );
    makeAutoObservable<AdminStore, 'api' | 'listAuthorId'>(this, {
      api: false,
      manuscripts: false,
      authors: false,
      newUsers: false,
      similarBooks: false,
      authorHistory: false,
      authorManuscripts: false,
      listAuthorId: false,
    });
  }

  async loadManuscript(id: number): Promise<void> {
    if (this.manuscript?.id !== id) this.manuscript = null;
    const manuscript = await this.api.get<AdminManuscript>(`admin/manuscripts/${id}`, 'api/admin/manuscript');
    runInAction(() => {
      this.manuscript = manuscript;
    });
  }

  async loadAuthor(id: number): Promise<void> {
    if (this.author?.id !== id) this.author = null;
    const author = await this.api.get<AdminAuthor>(`admin/authors/${id}`, 'api/admin/author');
    runInAction(() => {
      this.author = author;
    });
  }

  async loadOutbox(): Promise<void> {
    const outbox = await this.api.get<Outbox>('admin/outbox', 'api/admin/outbox');
    runInAction(() => {
      this.outbox = outbox.items;
    });
  }

  /** Points the author history and manuscripts lists at one author; the lists are emptied when it changes. */
  showAuthorLists(authorId: number): void {
    if (authorId === this.listAuthorId) return;
    this.listAuthorId = authorId;
    this.authorHistory.clear();
    this.authorManuscripts.clear();
  }

  /** Changes a user's role (written in the user's history by the server); the author shown is the answer. */
  async changeRole(authorId: number, role: RoleChange['role']): Promise<void> {
    const author = await this.api.send<AdminAuthor>(
      'POST',
      `admin/authors/${authorId}/role`,
      { role },
      'api/admin/author',
    );
    runInAction(() => {
      this.author = author ?? this.author;
    });
  }

  /** Grants an author a subscription without payment, then reloads the author. */
  async grantSubscription(authorId: number, grant: SubscriptionGrant): Promise<Subscription> {
    const subscription = await this.api.send<Subscription>(
      'POST',
      `admin/authors/${authorId}/subscriptions`,
      grant,
      'api/author/subscription',
    );
    await this.loadAuthor(authorId);
    return subscription!;
  }

  /** Adds a book to the library from the form (file, title, author, genre, audience, isbn), then reloads the list. */
  async addLibraryBook(form: FormData): Promise<AdminLibraryBook> {
    this.addingBook = true;
    try {
      const book = await this.api.upload<AdminLibraryBook>(
        'admin/similar-books',
        form,
        () => undefined,
        'api/admin/library-book',
      );
      await this.similarBooks.load();
      return book;
    } finally {
      runInAction(() => {
        this.addingBook = false;
      });
    }
  }

  askToRemove(book: LibraryBook | null): void {
    this.bookToRemove = book;
  }

  /** Removes the book asked about from the library, then reloads the list. */
  async removeLibraryBook(): Promise<void> {
    const book = this.bookToRemove;
    if (!book) return;
    await this.api.send('DELETE', `admin/similar-books/${encodeURIComponent(book.isbn)}`, undefined, 'api/ok');
    runInAction(() => {
      this.bookToRemove = null;
    });
    await this.similarBooks.load();
  }

  clear(): void {
    this.manuscript = null;
    this.author = null;
    this.outbox = null;
    for (const list of [this.manuscripts, this.authors, this.newUsers, this.similarBooks]) list.clear();
    this.showAuthorLists(0);
  }
}

const createAdminStore = (root: RootStore) => new AdminStore(root.api);

/** The admin area's store: one per root, created when the first admin page opens (RootStore.onDemand). */
export function useAdminStore(): AdminStore {
  return useStores().onDemand(createAdminStore);
}
