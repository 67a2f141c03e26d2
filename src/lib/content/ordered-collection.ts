import { getCollection, type CollectionEntry } from 'astro:content';

type OrderedCollection = 'priceList' | 'gallery' | 'services' | 'reviews';

/**
 * The entries of a collection loaded by `strictFile()`, in the order of its
 * data file (`getCollection()` alone sorts them by id).
 */
export async function getOrderedCollection<C extends OrderedCollection>(name: C): Promise<CollectionEntry<C>[]> {
  const entries = (await getCollection(name)) as CollectionEntry<C>[];
  return entries.sort((a, b) => a.data.order - b.data.order);
}
