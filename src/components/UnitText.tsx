interface Props {
  /** The unit as the language writes it: `jm`, `пог. м`, `h`. */
  unit: string;
  /** The unit spelled out (`priceList.unitJmTitle`, "jooksev meeter"); with it the unit is an `<abbr>`. */
  title?: string;
}

/**
 * A unit of the price list, spelled out in an `<abbr title>` where a page
 * first shows the running metre (docs/glossary.md, "running metre"): the
 * price table (`PriceTable`) and the home page's starting prices
 * (`ServiceBlocks.astro`) both write it through this.
 */
export default function UnitText({ unit, title }: Props) {
  return title ? <abbr title={title}>{unit}</abbr> : unit;
}
