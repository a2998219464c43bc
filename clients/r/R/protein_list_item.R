#' Create a new ProteinListItem
#'
#' @description
#' ProteinListItem Class
#'
#' @docType class
#' @title ProteinListItem
#' @description ProteinListItem Class
#' @format An \code{R6Class} generator object
#' @field id  integer
#' @field name  character
#' @field proteinType Protein class, e.g. `opsin`, `fibroin`, `insulin-like peptide`. character
#' @field species  character
#' @field family  character
#' @field length Sequence length in amino acids. integer
#' @field accession Source accession (NCBI Protein, PDB entry or source record id); null when none exists. character
#' @field source Data source label. character
#' @field hasStructure Whether `/proteins/{proteinId}/structure` returns a 3D structure. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ProteinListItem <- R6::R6Class(
  "ProteinListItem",
  public = list(
    `id` = NULL,
    `name` = NULL,
    `proteinType` = NULL,
    `species` = NULL,
    `family` = NULL,
    `length` = NULL,
    `accession` = NULL,
    `source` = NULL,
    `hasStructure` = NULL,

    #' @description
    #' Initialize a new ProteinListItem class.
    #'
    #' @param id id
    #' @param name name
    #' @param proteinType Protein class, e.g. `opsin`, `fibroin`, `insulin-like peptide`.
    #' @param species species
    #' @param family family
    #' @param length Sequence length in amino acids.
    #' @param accession Source accession (NCBI Protein, PDB entry or source record id); null when none exists.
    #' @param source Data source label.
    #' @param hasStructure Whether `/proteins/{proteinId}/structure` returns a 3D structure.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `name`, `proteinType`, `species`, `family`, `length`, `accession`, `source`, `hasStructure`, ...) {
      if (!missing(`id`)) {
        if (!(is.numeric(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`name`)) {
        if (!(is.character(`name`) && length(`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", `name`))
        }
        self$`name` <- `name`
      }
      if (!missing(`proteinType`)) {
        if (!(is.character(`proteinType`) && length(`proteinType`) == 1)) {
          stop(paste("Error! Invalid data for `proteinType`. Must be a string:", `proteinType`))
        }
        self$`proteinType` <- `proteinType`
      }
      if (!missing(`species`)) {
        if (!(is.character(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", `species`))
        }
        self$`species` <- `species`
      }
      if (!missing(`family`)) {
        if (!(is.character(`family`) && length(`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", `family`))
        }
        self$`family` <- `family`
      }
      if (!missing(`length`)) {
        if (!(is.numeric(`length`) && length(`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", `length`))
        }
        self$`length` <- `length`
      }
      if (!missing(`accession`)) {
        if (!(is.character(`accession`) && length(`accession`) == 1)) {
          stop(paste("Error! Invalid data for `accession`. Must be a string:", `accession`))
        }
        self$`accession` <- `accession`
      }
      if (!missing(`source`)) {
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`hasStructure`)) {
        if (!(is.logical(`hasStructure`) && length(`hasStructure`) == 1)) {
          stop(paste("Error! Invalid data for `hasStructure`. Must be a boolean:", `hasStructure`))
        }
        self$`hasStructure` <- `hasStructure`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return ProteinListItem as a base R list.
    #' @examples
    #' # convert array of ProteinListItem (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert ProteinListItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ProteinListItemObject <- list()
      if (!is.null(self$`id`)) {
        ProteinListItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`name`)) {
        ProteinListItemObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`proteinType`)) {
        ProteinListItemObject[["proteinType"]] <-
          self$`proteinType`
      }
      if (!is.null(self$`species`)) {
        ProteinListItemObject[["species"]] <-
          self$`species`
      }
      if (!is.null(self$`family`)) {
        ProteinListItemObject[["family"]] <-
          self$`family`
      }
      if (!is.null(self$`length`)) {
        ProteinListItemObject[["length"]] <-
          self$`length`
      }
      if (!is.null(self$`accession`)) {
        ProteinListItemObject[["accession"]] <-
          self$`accession`
      }
      if (!is.null(self$`source`)) {
        ProteinListItemObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`hasStructure`)) {
        ProteinListItemObject[["hasStructure"]] <-
          self$`hasStructure`
      }
      return(ProteinListItemObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of ProteinListItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of ProteinListItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`proteinType`)) {
        self$`proteinType` <- this_object$`proteinType`
      }
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- this_object$`family`
      }
      if (!is.null(this_object$`length`)) {
        self$`length` <- this_object$`length`
      }
      if (!is.null(this_object$`accession`)) {
        self$`accession` <- this_object$`accession`
      }
      if (!is.null(this_object$`source`)) {
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`hasStructure`)) {
        self$`hasStructure` <- this_object$`hasStructure`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ProteinListItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ProteinListItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of ProteinListItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`name` <- this_object$`name`
      self$`proteinType` <- this_object$`proteinType`
      self$`species` <- this_object$`species`
      self$`family` <- this_object$`family`
      self$`length` <- this_object$`length`
      self$`accession` <- this_object$`accession`
      self$`source` <- this_object$`source`
      self$`hasStructure` <- this_object$`hasStructure`
      self
    },

    #' @description
    #' Validate JSON input with respect to ProteinListItem and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.numeric(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListItem: the required field `id` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListItem: the required field `name` is missing."))
      }
      # check the required field `proteinType`
      if (!is.null(input_json$`proteinType`)) {
        if (!(is.character(input_json$`proteinType`) && length(input_json$`proteinType`) == 1)) {
          stop(paste("Error! Invalid data for `proteinType`. Must be a string:", input_json$`proteinType`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListItem: the required field `proteinType` is missing."))
      }
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.character(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListItem: the required field `species` is missing."))
      }
      # check the required field `family`
      if (!is.null(input_json$`family`)) {
        if (!(is.character(input_json$`family`) && length(input_json$`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", input_json$`family`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListItem: the required field `family` is missing."))
      }
      # check the required field `length`
      if (!is.null(input_json$`length`)) {
        if (!(is.numeric(input_json$`length`) && length(input_json$`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", input_json$`length`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListItem: the required field `length` is missing."))
      }
      # check the required field `accession`
      if (!is.null(input_json$`accession`)) {
        if (!(is.character(input_json$`accession`) && length(input_json$`accession`) == 1)) {
          stop(paste("Error! Invalid data for `accession`. Must be a string:", input_json$`accession`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListItem: the required field `accession` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListItem: the required field `source` is missing."))
      }
      # check the required field `hasStructure`
      if (!is.null(input_json$`hasStructure`)) {
        if (!(is.logical(input_json$`hasStructure`) && length(input_json$`hasStructure`) == 1)) {
          stop(paste("Error! Invalid data for `hasStructure`. Must be a boolean:", input_json$`hasStructure`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListItem: the required field `hasStructure` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ProteinListItem
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      if (self$`id` < 1) {
        return(FALSE)
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        return(FALSE)
      }

      # check if the required `proteinType` is null
      if (is.null(self$`proteinType`)) {
        return(FALSE)
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        return(FALSE)
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        return(FALSE)
      }

      if (self$`length` < 1) {
        return(FALSE)
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        return(FALSE)
      }

      # check if the required `hasStructure` is null
      if (is.null(self$`hasStructure`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      if (self$`id` < 1) {
        invalid_fields["id"] <- "Invalid value for `id`, must be bigger than or equal to 1."
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
      }

      # check if the required `proteinType` is null
      if (is.null(self$`proteinType`)) {
        invalid_fields["proteinType"] <- "Non-nullable required field `proteinType` cannot be null."
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        invalid_fields["species"] <- "Non-nullable required field `species` cannot be null."
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        invalid_fields["length"] <- "Non-nullable required field `length` cannot be null."
      }

      if (self$`length` < 1) {
        invalid_fields["length"] <- "Invalid value for `length`, must be bigger than or equal to 1."
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
      }

      # check if the required `hasStructure` is null
      if (is.null(self$`hasStructure`)) {
        invalid_fields["hasStructure"] <- "Non-nullable required field `hasStructure` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# ProteinListItem$unlock()
#
## Below is an example to define the print function
# ProteinListItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ProteinListItem$lock()

