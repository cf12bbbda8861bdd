import type { DataSource } from "typeorm";
import { CrudService } from "../../kernel/crud.service";
import { UserInputError } from "../../kernel/errors";
import { Album } from "./album.entity";
import type { AlbumInput } from "./album.inputs";

const DUPLICATE_NAME = "An album with this name already exists";

/** Albums group photos; deleting one leaves its photos in the gallery, in no album (the foreign key sets null). */
export class AlbumService extends CrudService<Album, AlbumInput> {
  constructor(dataSource: DataSource) {
    super(dataSource, Album, "Album");
  }

  list(): Promise<Album[]> {
    return this.repository.createQueryBuilder("album").orderBy("lower(album.name)").addOrderBy("album.id").getMany();
  }

  override async create(input: AlbumInput): Promise<Album> {
    await this.refuseDuplicate(input.name);
    return super.create(input);
  }

  override async update(id: string, input: AlbumInput): Promise<Album> {
    // An unknown album is NOT_FOUND whatever its new name.
    await this.get(id);
    await this.refuseDuplicate(input.name, id);
    return super.update(id, input);
  }

  /** Refuses an album (by id) that does not exist, as a field error of the photo being saved. */
  async requireExisting(id: string, field: string): Promise<void> {
    if (!(await this.findById(id))) throw new UserInputError("No such album", { [field]: "No such album" });
  }

  protected override toColumns(input: AlbumInput): Partial<Album> {
    return { name: input.name.trim() };
  }

  // The unique index (lower(name)) still guards a race; this gives the usual case a field message.
  private async refuseDuplicate(name: string, exceptId?: string): Promise<void> {
    const query = this.repository
      .createQueryBuilder("album")
      .where("lower(album.name) = lower(:name)", { name: name.trim() });
    if (exceptId) query.andWhere("album.id <> :exceptId", { exceptId });
    if (await query.getExists()) throw new UserInputError(DUPLICATE_NAME, { name: DUPLICATE_NAME });
  }
}
