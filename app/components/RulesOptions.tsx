/** The options of a genre or audience select: a Danish prompt, then the rules' classes by id. */
export function RulesOptions({
  prompt,
  items,
}: {
  prompt: string;
  items: readonly { id: number; name: string }[] | undefined;
}) {
  return (
    <>
      <option value="">{prompt}</option>
      {items?.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
